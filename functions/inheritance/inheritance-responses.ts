import * as z from 'zod';
import { EVIDENCE_RULES } from './evidence';
import { MADHABS } from './positions';
import { RELATION_IDS } from './relations';

const fraction = z
  .string()
  .regex(/^\d+(\/\d+)?$/)
  .meta({ description: 'A reduced fraction "a/b" ("0" for nothing, "1" for the whole)' });
const money = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ description: 'An amount to the cent, as a decimal string ("1250.50")' });
const relationId = z.enum(RELATION_IDS);

const evidence = z
  .union([
    z.object({
      type: z.enum(['quran', 'hadith']),
      reference: z.string(),
      link: z.string().meta({ description: 'This API’s own answer for it' }),
    }),
    z.object({ type: z.enum(['consensus', 'school']), en: z.string(), ar: z.string() }),
  ])
  .meta({ id: 'InheritanceEvidence' });

const step = z
  .object({
    rule: z.enum(EVIDENCE_RULES),
    en: z.string(),
    ar: z.string(),
    evidence: z.array(evidence).meta({ description: 'Verses and narrations (linked to this API), or the consensus or school named' }),
  })
  .meta({ id: 'InheritanceStep' });

const named = { relation: relationId, name_arabic: z.string(), name_english: z.string(), count: z.number().int().positive() };

export const inheritanceResponse = z
  .object({
    madhab: z.enum(['default', ...MADHABS]).meta({ description: 'Whose positions were followed on the disputed points' }),
    deceased: z.enum(['male', 'female']).optional().meta({ description: 'Where the request or its spouse shows it' }),
    read: z
      .object({
        question: z.string(),
        language: z.enum(['ar', 'en']),
        heirs: z.array(z.object({ words: z.string(), relation: relationId, count: z.number().int().positive() })),
      })
      .optional()
      .meta({ description: 'How the question was read: each phrase, and the relation and count it was read as' }),
    heirs: z.array(
      z.object({
        ...named,
        share: fraction.meta({ description: 'The group’s share of the estate' }),
        per_head: fraction,
        per_head_percent: z.number().meta({ description: 'per_head as a percentage, rounded to two decimals (the fractions are exact)' }),
        basis: z.enum(['fixed', 'residuary', 'fixed_and_residuary', 'fixed_and_returned']),
        shares: z.number().int().nonnegative().meta({ description: 'The group’s shares out of total_shares' }),
        amount: money.optional(),
        per_head_amount: money.optional(),
        heads_receiving_one_cent_more: z
          .number()
          .int()
          .positive()
          .optional()
          .meta({ description: 'Where the cents do not divide evenly: how many of the group receive per_head_amount plus 0.01' }),
      }),
    ),
    blocked: z.array(z.object({ ...named, blocked_by: z.array(relationId) })),
    adjustment: z.enum(['awl', 'radd']).nullable(),
    base: z.number().int().positive().meta({ description: 'Asl al-mas’ala: the base before ’awl or radd' }),
    total_shares: z
      .number()
      .int()
      .positive()
      .meta({ description: 'The shares the estate is divided into after ’awl or radd and the correction for heads' }),
    special_cases: z.array(z.enum(['umariyyatan', 'mushtaraka', 'akdariyya', 'muadda', 'grandfather_with_siblings'])),
    estate: z
      .object({
        amount: money,
        funeral_costs: money,
        debts: money,
        bequest: money.meta({ description: 'The bequest as made' }),
        bequest_paid: money.meta({ description: 'What of it is paid: at most a third, nothing to an heir, unless the heirs consent' }),
        net: money.meta({ description: 'What the heirs share: the amounts add up to it exactly' }),
      })
      .optional(),
    steps: z.array(step),
  })
  .meta({ id: 'InheritanceDistribution' });

export const relationsResponse = z
  .object({
    total: z.number().int(),
    results: z.array(
      z.object({
        id: relationId,
        name_arabic: z.string(),
        name_english: z.string(),
        max_count: z.number().int().positive(),
        also_read: z.array(z.string()).meta({ description: 'Other names read as this relation (Arabic and English)' }),
      }),
    ),
  })
  .meta({ id: 'InheritanceRelations' });

export type InheritanceAnswer = z.infer<typeof inheritanceResponse>;
