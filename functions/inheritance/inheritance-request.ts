import * as z from 'zod';
import { centsOf, MAX_AMOUNT_CENTS } from './estate';
import { MADHABS } from './positions';

/**
 * POST /api/v1/inheritance bodies and GET /api/v1/inheritance queries. Strict: a misspelt field is refused, not
 * ignored. Who may inherit with whom (four wives, one husband) is checked once the names are read (inheritance-service.ts).
 */

export const MAX_HEIR_ENTRIES = 50;
/** No relation is listed more than this many times over: the bound on any count (tables/relations.json has each relation's own). */
export const MAX_COUNT = 100;
export const MAX_QUESTION_LENGTH = 1000;

/** "Hanafi", "shafi'i", "Shafi" and "shafii" alike. */
const madhabName = (value: unknown) =>
  typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .replace(/[\u2018\u2019'ʿ`-]/g, '')
        .replace(/^shafi$/, 'shafii')
    : value;

export const madhabSchema = z.preprocess(
  madhabName,
  z.enum(MADHABS, { error: `must be one of ${MADHABS.join(', ')} (the school whose positions to follow; omitted: the default positions)` }),
);

const amount = (what: string) =>
  z
    .union([z.number(), z.string()], { error: `must be a number or a decimal string (${what})` })
    .transform((value, context) => {
      const cents = centsOf(value);
      if (cents === undefined) {
        context.addIssue({
          code: 'custom',
          message: `must be a non-negative amount with at most two decimal places, as a number or a string such as "1250.50" (${what})`,
        });
        return z.NEVER;
      }
      if (cents > MAX_AMOUNT_CENTS) {
        context.addIssue({ code: 'custom', message: `must be at most ${MAX_AMOUNT_CENTS / 100n} (${what})` });
        return z.NEVER;
      }
      return cents;
    })
    .meta({ description: `${what}: a number or a decimal string with at most two decimal places` });

export const estateSchema = z
  .object(
    {
      amount: amount('the whole estate left'),
      funeral_costs: amount('paid first').optional(),
      debts: amount('paid after the funeral costs').optional(),
      bequest: amount(
        'a bequest (wasiyya) the deceased made; at most a third of what the debts leave, unless the heirs consent',
      ).optional(),
      bequest_to_heir: z
        .boolean({ error: 'must be true or false (whether the bequest is to one of the heirs)' })
        .optional()
        .meta({ description: 'The bequest is to one of the heirs: it is not paid unless heirs_consent_to_bequest is true' }),
      heirs_consent_to_bequest: z
        .boolean({ error: 'must be true or false (whether the heirs consent to the bequest as made)' })
        .optional()
        .meta({ description: 'The heirs consent to the bequest as made: more than a third, or to an heir, is then paid in full' }),
    },
    { error: 'must be an object with amount, and optionally funeral_costs, debts and bequest' },
  )
  .strict();

const heirSchema = z
  .object(
    {
      relation: z
        .string({ error: 'is required: a relation id or name, e.g. full_brother, "full brother" or "أخ شقيق"' })
        .trim()
        .min(1, 'must not be empty')
        .max(100, 'must be at most 100 characters')
        .meta({
          description: 'An id of GET /api/v1/inheritance?list=relations, or a name as people write it: "full brother", "أخ شقيق", "زوجه"',
        }),
      count: z
        .number({ error: `must be a whole number from 1 to ${MAX_COUNT}` })
        .int(`must be a whole number from 1 to ${MAX_COUNT}`)
        .min(1, 'must be at least 1 (leave out a relation that has no one)')
        .max(MAX_COUNT, `must be at most ${MAX_COUNT}`)
        .optional()
        .default(1)
        .meta({ description: 'How many of them survive the deceased (default 1); at most 4 wives, one husband, father or mother' }),
    },
    { error: 'must be an object with relation and count' },
  )
  .strict();

export const inheritanceBodySchema = z
  .object(
    {
      heirs: z
        .array(heirSchema, { error: 'must be an array of { relation, count }' })
        .min(1, 'must name at least one heir')
        .max(MAX_HEIR_ENTRIES, `must have at most ${MAX_HEIR_ENTRIES} entries`)
        .optional(),
      question: z
        .string({ error: 'must be a string: one sentence naming the heirs' })
        .trim()
        .min(1, 'must not be empty')
        .max(MAX_QUESTION_LENGTH, `must be at most ${MAX_QUESTION_LENGTH} characters`)
        .optional()
        .meta({ description: 'Instead of heirs: one sentence, Arabic or English, e.g. «مات وترك: أب وأم وثلاث بنات»' }),
      deceased: z
        .preprocess(
          (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
          z.enum(['male', 'female'], { error: 'must be male or female (the deceased, whom a wife or a husband survives)' }),
        )
        .optional(),
      madhab: madhabSchema.optional(),
      estate: estateSchema.optional(),
    },
    { error: 'must be a JSON object with heirs or question' },
  )
  .strict()
  .superRefine((body, context) => {
    if ((body.heirs === undefined) === (body.question === undefined)) {
      context.addIssue({
        code: 'custom',
        path: body.heirs ? ['question'] : [],
        message: 'give exactly one of heirs (a list of { relation, count }) or question (one sentence)',
      });
    }
  });
export type InheritanceBody = z.infer<typeof inheritanceBodySchema>;

export const inheritanceQuerySchema = z
  .object({
    list: z
      .enum(['relations'], { error: 'must be relations (the heirs this API knows, with their ids and names)' })
      .meta({ description: 'relations: every relation id with its Arabic and English names and the spellings read as it' }),
  })
  .strict();
