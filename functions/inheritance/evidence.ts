import * as z from 'zod';
import data from './tables/evidence.json' with { type: 'json' };

/**
 * The evidence each rule cites (tables/evidence.json), checked at load: every rule the engine names has an entry, and
 * every entry a rule. Verses and narrations become links to this API's own answers.
 */
export const EVIDENCE_RULES = [
  'deductions_order',
  'bequest_third',
  'bequest_to_heir',
  'nearer_descendant_excludes',
  'daughters_complete_two_thirds',
  'descendants_exclude_siblings',
  'maternal_siblings_excluded',
  'full_excludes_paternal',
  'full_sisters_complete_two_thirds',
  'father_excludes_grandfather',
  'mother_excludes_grandmothers',
  'grandmother_excluded_by_her_son',
  'grandmother_inherits_with_her_son',
  'nearer_maternal_grandmother_excludes',
  'nearer_grandmother_excludes',
  'grandmother_sixth',
  'husband_share',
  'wife_share',
  'mother_share',
  'excluded_siblings_reduce_mother',
  'umariyyatan',
  'father_share',
  'grandfather_as_father',
  'daughters_share',
  'sons_children_as_children',
  'granddaughter_sixth',
  'lower_male_makes_residuary',
  'sisters_share',
  'paternal_sisters_share',
  'sisters_residuary_with_daughters',
  'maternal_siblings_share',
  'residue_to_nearest_male',
  'male_twice_female',
  'grandfather_excludes_nephews',
  'grandfather_with_siblings_zayd',
  'grandfather_excludes_siblings',
  'muadda',
  'akdariyya',
  'mushtaraka_share',
  'mushtaraka_no_share',
  'awl',
  'radd',
  'base_and_correction',
] as const;
export type EvidenceRule = (typeof EVIDENCE_RULES)[number];

const statement = { en: z.string().min(1), ar: z.string().min(1) };
const sourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('quran'), verse_key: z.string().regex(/^\d{1,3}:\d{1,3}$/) }).strict(),
  z
    .object({
      type: z.literal('hadith'),
      collection: z.string().regex(/^[a-z]+$/),
      number: z.string().regex(/^\d+[a-z]?$/),
      reference: z.string(),
    })
    .strict(),
  z
    .object({
      type: z.literal('hadith_in_book'),
      collection: z.string().regex(/^[a-z]+$/),
      book: z.number().int().positive(),
      hadith: z.number().int().positive(),
      reference: z.string(),
    })
    .strict(),
  z.object({ type: z.literal('consensus'), ...statement }).strict(),
  z.object({ type: z.literal('school'), ...statement }).strict(),
]);

export const evidenceFileSchema = z
  .object({
    about: z.string(),
    rules: z.record(z.string(), z.object({ ...statement, sources: z.array(sourceSchema).min(1) }).strict()),
  })
  .strict()
  .superRefine(({ rules }, context) => {
    const named = new Set<string>(EVIDENCE_RULES);
    for (const rule of EVIDENCE_RULES) {
      if (!Object.hasOwn(rules, rule)) context.addIssue({ code: 'custom', path: ['rules'], message: `has no entry for the rule ${rule}` });
    }
    for (const rule of Object.keys(rules)) {
      if (!named.has(rule)) context.addIssue({ code: 'custom', path: ['rules', rule], message: 'is a rule the engine does not apply' });
    }
  });

/** One piece of evidence as an answer gives it: a verse or narration with a link to this API, or a statement. */
export type Evidence =
  | { type: 'quran' | 'hadith'; reference: string; link: string }
  | { type: 'consensus' | 'school'; en: string; ar: string };

export interface RuleEvidence {
  rule: EvidenceRule;
  en: string;
  ar: string;
  evidence: Evidence[];
}

function linked(source: z.infer<typeof sourceSchema>): Evidence {
  switch (source.type) {
    case 'quran':
      return { type: 'quran', reference: `Quran ${source.verse_key}`, link: `/api/v1/quran?verse_key=${source.verse_key}` };
    case 'hadith':
      return {
        type: 'hadith',
        reference: source.reference,
        link: `/api/v1/hadith?collection=${source.collection}&number=${source.number}`,
      };
    case 'hadith_in_book':
      return {
        type: 'hadith',
        reference: source.reference,
        link: `/api/v1/hadith?collection=${source.collection}&book=${source.book}&hadith=${source.hadith}`,
      };
    default:
      return { type: source.type, en: source.en, ar: source.ar };
  }
}

/** Parses the evidence table, or throws naming what is wrong with it. */
export function parseEvidence(file: unknown): Record<EvidenceRule, RuleEvidence> {
  const parsed = evidenceFileSchema.safeParse(file);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`functions/inheritance/tables/evidence.json is invalid at ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  return Object.fromEntries(
    EVIDENCE_RULES.map((rule) => {
      const { en, ar, sources } = parsed.data.rules[rule];
      return [rule, { rule, en, ar, evidence: sources.map(linked) }];
    }),
  ) as Record<EvidenceRule, RuleEvidence>;
}

export const EVIDENCE: Readonly<Record<EvidenceRule, RuleEvidence>> = parseEvidence(data);
