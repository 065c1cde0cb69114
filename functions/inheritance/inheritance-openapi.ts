import { documentOperation, example, inputSchema, type Operation } from '../shared/openapi-parts';
import { inheritanceBodySchema, inheritanceQuerySchema } from './inheritance-request';
import { inheritanceResponse, relationsResponse } from './inheritance-responses';

/** POST /api/v1/inheritance in the OpenAPI document: the two input forms, the estate and the positions followed. */
const inheritanceOperation: Operation = {
  summary: 'Inheritance: every heir’s exact share, with the working and its evidence',
  description: [
    'Name the heirs as `heirs` (`[{ relation, count }]`: an id of `GET /api/v1/inheritance?list=relations`, or a name as people',
    'write it, Arabic or English: "full brother", "أخ شقيق", "زوجه") or as `question`, one sentence («مات وترك: أب وأم وثلاث بنات»,',
    '"A woman died leaving her husband, two full sisters and her mother"; `read` echoes how it was read). Each inheriting group',
    'gets its exact `share` of the estate and `per_head` as reduced fractions, its `basis`, and its `shares` of `total_shares`',
    '(after ’awl or radd and the correction for heads); `base` is the asl before them. `blocked` lists who is excluded and by whom;',
    'a residuary the fixed shares left nothing stays among `heirs` with "0". `steps` give the working in English and Arabic,',
    'each citing its verses (4:11, 4:12, 4:176) and narrations as links to this API, or the consensus or school.',
    '',
    '`madhab` (`hanafi`, `maliki`, `shafii`, `hanbali`) chooses the positions on the disputed points; omitted, the defaults:',
    'the grandfather shares with the siblings by Zayd’s method (hanafi: he excludes them); the father and grandfather exclude',
    'their mothers (hanbali: not); a nearer maternal grandmother excludes a farther paternal one but not the reverse',
    '(hanafi, hanbali: the nearer excludes either side); al-mushtaraka: the full brothers share the maternal third',
    '(hanafi, hanbali: they take nothing). docs/inheritance.md states every position and its evidence.',
    '',
    '`estate` divides an amount: `funeral_costs`, then `debts`, then `bequest` (at most a third of what the debts leave, nothing',
    'to an heir, unless `heirs_consent_to_bequest`; `bequest_to_heir` says it is to an heir). Amounts are numbers or decimal',
    'strings with at most two decimals; the answer gives them as strings to the cent, summing exactly to `net` (largest remainder).',
  ].join('\n'),
  body: {
    schema: inputSchema(inheritanceBodySchema),
    examples: {
      heirs: example('Heirs by id and name', {
        heirs: [
          { relation: 'husband', count: 1 },
          { relation: 'أخت شقيقة', count: 2 },
          { relation: 'mother', count: 1 },
        ],
      }),
      question_arabic: example('A question in Arabic', { question: 'مات وترك: أب وأم وثلاث بنات' }),
      question_english: example('A question in English, with an estate', {
        question: 'A man died leaving his wife, two sons and a daughter',
        estate: { amount: '120000.00', funeral_costs: 2500, debts: '7500.00', bequest: 10000 },
      }),
      madhab: example('Grandfather and brother, Hanafi', {
        heirs: [{ relation: 'fathers_father' }, { relation: 'full_brother', count: 2 }],
        madhab: 'hanafi',
      }),
    },
  },
  answers: [inheritanceResponse],
  errors: [413, 415],
};

/** GET /api/v1/inheritance?list=relations: the relations the engine knows. */
const inheritanceRelationsOperation: Operation = {
  summary: 'The heirs the inheritance engine knows: ids, Arabic and English names, the names read as each',
  description: 'Reference data: the relation ids `heirs` takes, with their names and the other spellings read as each. Cached for a day.',
  query: inheritanceQuerySchema,
  examples: { list: 'relations' },
  answers: [relationsResponse],
  errors: [],
};

documentOperation('inheritance', inheritanceOperation, inheritanceRelationsOperation);
