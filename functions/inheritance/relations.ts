import * as z from 'zod';
import data from './tables/relations.json' with { type: 'json' };

/**
 * The heirs the engine knows (tables/relations.json, a table a scholar reviews): ids, names, how many of each there may
 * be, the order of the male residuaries and the grandmothers' lines. Checked here at load, so that a mistake in the
 * table stops the function from starting rather than giving a wrong share.
 */

/** The contract's ids, in its order (docs/inheritance.md). */
export const RELATION_IDS = [
  'son',
  'daughter',
  'sons_son',
  'sons_daughter',
  'sons_sons_son',
  'sons_sons_daughter',
  'father',
  'mother',
  'fathers_father',
  'fathers_fathers_father',
  'mothers_mother',
  'fathers_mother',
  'mothers_mothers_mother',
  'fathers_mothers_mother',
  'fathers_fathers_mother',
  'husband',
  'wife',
  'full_brother',
  'full_sister',
  'paternal_brother',
  'paternal_sister',
  'maternal_brother',
  'maternal_sister',
  'full_brothers_son',
  'paternal_brothers_son',
  'full_brothers_sons_son',
  'paternal_brothers_sons_son',
  'full_uncle',
  'paternal_uncle',
  'full_uncles_son',
  'paternal_uncles_son',
  'full_uncles_sons_son',
  'paternal_uncles_sons_son',
  'fathers_full_uncle',
  'fathers_paternal_uncle',
  'fathers_full_uncles_son',
  'fathers_paternal_uncles_son',
] as const;
export type RelationId = (typeof RELATION_IDS)[number];

const relationId = z.enum(RELATION_IDS);

const relationSchema = z
  .object({
    id: relationId,
    name_arabic: z.string().min(1),
    name_english: z.string().min(1),
    sex: z.enum(['male', 'female']),
    kind: z.enum(['descendant', 'ascendant', 'spouse', 'sibling', 'nephew', 'uncle', 'fathers_uncle']),
    max_count: z.number().int().min(1).max(1000),
    residuary_rank: z.number().int().positive().optional(),
    grandmother: z
      .object({ side: z.enum(['maternal', 'paternal']), degree: z.number().int().min(2).max(3), through: z.array(relationId) })
      .strict()
      .optional(),
    names_arabic: z.array(z.string().min(1)).min(1),
    names_english: z.array(z.string().min(1)).min(1),
  })
  .strict();
export type Relation = z.infer<typeof relationSchema> & { id: RelationId };

export const relationsFileSchema = z
  .object({ about: z.string(), relations: z.array(relationSchema) })
  .strict()
  .superRefine(({ relations }, context) => {
    const ids = relations.map((relation) => relation.id);
    if (ids.join() !== RELATION_IDS.join()) {
      context.addIssue({
        code: 'custom',
        message: `must list every relation id once, in the contract's order: ${RELATION_IDS.join(', ')}`,
      });
    }
    const ranks = relations.flatMap((relation) => (relation.residuary_rank === undefined ? [] : [relation.residuary_rank]));
    if (new Set(ranks).size !== ranks.length) context.addIssue({ code: 'custom', message: 'residuary ranks must be distinct' });
    for (const relation of relations) {
      // The male residuaries by themselves ('asaba bi-nafsihi): every male heir but the husband and the maternal brother.
      const residuary = relation.sex === 'male' && relation.id !== 'husband' && relation.id !== 'maternal_brother';
      if ((relation.residuary_rank !== undefined) !== residuary) {
        context.addIssue({ code: 'custom', message: `${relation.id}: a residuary rank belongs to the male residuaries, and only to them` });
      }
      if ((relation.grandmother !== undefined) !== /_mother$/.test(relation.id)) {
        context.addIssue({ code: 'custom', message: `${relation.id}: the grandmothers, and only they, have a grandmother line` });
      }
    }
  });

/** Parses the relations table, or throws naming what is wrong with it. */
export function parseRelations(file: unknown): Relation[] {
  const parsed = relationsFileSchema.safeParse(file);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`functions/inheritance/tables/relations.json is invalid at ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  return parsed.data.relations as Relation[];
}

export const RELATIONS: readonly Relation[] = parseRelations(data);

export const RELATION_BY_ID = Object.fromEntries(RELATIONS.map((relation) => [relation.id, relation])) as Record<RelationId, Relation>;

export const isRelationId = (value: string): value is RelationId => Object.hasOwn(RELATION_BY_ID, value);
