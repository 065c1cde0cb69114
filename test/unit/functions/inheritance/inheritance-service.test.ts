import { inheritanceBodySchema } from '../../../../functions/inheritance/inheritance-request';
import { inheritanceResponse } from '../../../../functions/inheritance/inheritance-responses';
import { inheritanceAnswer, relationsList } from '../../../../functions/inheritance/inheritance-service';
import { parseRequestPart } from '../../../../functions/shared/validation';

const answer = (body: unknown) => inheritanceAnswer(parseRequestPart(inheritanceBodySchema, body, 'body field'));
const refusal = (body: unknown) => {
  try {
    answer(body);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('not refused');
};

describe('the inheritance answer (issue 50)', () => {
  it('answers the heirs by name, the estate to the cent and every step with its evidence, in the documented shape', () => {
    const result = answer({
      heirs: [{ relation: 'wife' }, { relation: 'ابن', count: 2 }, { relation: 'daughter' }],
      estate: { amount: '120000.00', funeral_costs: 2500, debts: '7500', bequest: 10000 },
    });
    expect(inheritanceResponse.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      madhab: 'default',
      deceased: 'male',
      adjustment: null,
      base: 8,
      total_shares: 40,
      estate: {
        amount: '120000.00',
        funeral_costs: '2500.00',
        debts: '7500.00',
        bequest: '10000.00',
        bequest_paid: '10000.00',
        net: '100000.00',
      },
    });
    expect(result.heirs).toEqual([
      expect.objectContaining({
        relation: 'son',
        count: 2,
        share: '7/10',
        per_head: '7/20',
        per_head_percent: 35,
        amount: '70000.00',
        per_head_amount: '35000.00',
      }),
      expect.objectContaining({ relation: 'daughter', share: '7/40', per_head_percent: 17.5, amount: '17500.00', basis: 'residuary' }),
      expect.objectContaining({
        relation: 'wife',
        share: '1/8',
        amount: '12500.00',
        basis: 'fixed',
        name_arabic: 'زوجة',
        name_english: 'Wife',
      }),
    ]);
    expect(result.steps[0].rule).toBe('deductions_order');
    expect(result.steps.every((step) => step.evidence.length > 0)).toBe(true);
  });

  it('reads a question and echoes the reading', () => {
    const result = answer({ question: 'ماتت وتركت زوجا وأختين شقيقتين' });
    expect(result.read).toEqual({
      question: 'ماتت وتركت زوجا وأختين شقيقتين',
      language: 'ar',
      heirs: [
        { words: 'زوجا', relation: 'husband', count: 1 },
        { words: 'اختين شقيقتين', relation: 'full_sister', count: 2 },
      ],
    });
    expect(result).toMatchObject({ deceased: 'female', adjustment: 'awl', base: 6, total_shares: 7 });
  });

  it('splits cents the heirs cannot share evenly, saying how many receive one more', () => {
    const result = answer({ heirs: [{ relation: 'son', count: 3 }], estate: { amount: 100 } });
    expect(result.heirs[0]).toMatchObject({ amount: '100.00', per_head_amount: '33.33', heads_receiving_one_cent_more: 1 });
  });

  it.each([
    [
      { heirs: [{ relation: 'nephew-in-law' }] },
      "Invalid body field 'heirs.0.relation': unknown relation 'nephew-in-law'; use an id or a name that GET /api/v1/inheritance?list=relations lists",
    ],
    [
      { heirs: [{ relation: 'son', count: 0 }] },
      "Invalid body field 'heirs.0.count': must be at least 1 (leave out a relation that has no one)",
    ],
    [{ heirs: [{ relation: 'son', count: 101 }] }, "Invalid body field 'heirs.0.count': must be at most 100"],
    [{ heirs: [{ relation: 'son', count: 1.5 }] }, "Invalid body field 'heirs.0.count': must be a whole number from 1 to 100"],
    [{ heirs: [{ relation: 'wife', count: 5 }] }, "Invalid body field 'heirs': more than four wives (5): a man leaves at most four"],
    [
      {
        heirs: [
          { relation: 'wife', count: 3 },
          { relation: 'زوجة', count: 2 },
        ],
      },
      "Invalid body field 'heirs': more than four wives (5): a man leaves at most four",
    ],
    [{ heirs: [{ relation: 'husband', count: 2 }] }, "Invalid body field 'heirs': 2 husbands: a woman leaves one husband"],
    [{ heirs: [{ relation: 'father', count: 2 }] }, "Invalid body field 'heirs': 2 × father: there can be only one"],
    [{ heirs: [{ relation: 'husband' }, { relation: 'wife' }] }, /^Invalid body field 'heirs': a husband and a wife cannot both be heirs/],
    [
      { heirs: [{ relation: 'husband' }], deceased: 'male' },
      "Invalid body field 'deceased': a husband is named, but the deceased is a man; a man leaves wives, not a husband",
    ],
    [
      { question: 'مات وترك زوجا وأما' },
      "Invalid body field 'question': a husband is named, but the deceased is a man; a man leaves wives, not a husband",
    ],
    [
      { question: 'A woman died leaving her wife and a son' },
      "Invalid body field 'question': a wife is named, but the deceased is a woman; a woman leaves a husband, not a wife",
    ],
    [
      { question: 'مات وترك زوجة وخالا' },
      "Invalid body field 'question': could not read 'خالا': not a relation this API knows (GET /api/v1/inheritance?list=relations)",
    ],
    [{ question: 'ماتت عن زوج', deceased: 'male' }, "Invalid body field 'deceased': male, but the question says the deceased is female"],
    [
      { heirs: [{ relation: 'son' }], question: 'مات وترك ابنا' },
      "Invalid body field 'question': give exactly one of heirs (a list of { relation, count }) or question (one sentence)",
    ],
    [{}, 'Invalid request body: give exactly one of heirs (a list of { relation, count }) or question (one sentence)'],
    [{ heirs: [] }, "Invalid body field 'heirs': must name at least one heir"],
    [{ heirs: [{ relation: 'son' }], madhab: 'zahiri' }, /^Invalid body field 'madhab': must be one of hanafi, maliki, shafii, hanbali/],
    [
      { heirs: [{ relation: 'son' }], estate: { amount: -5 } },
      /^Invalid body field 'estate\.amount': must be a non-negative amount with at most two decimal places/,
    ],
    [{ heirs: [{ relation: 'son' }], estate: { amount: '10.005' } }, /^Invalid body field 'estate\.amount': must be a non-negative amount/],
    [{ heirs: [{ relation: 'son' }], estate: { amount: 1e16 } }, /^Invalid body field 'estate\.amount': must be at most 1000000000000000/],
    [
      { heirs: [{ relation: 'son' }], estate: { amount: 100, debts: 150 } },
      "Invalid body field 'estate.debts': the funeral costs and debts, 150.00, are more than the estate, 100.00",
    ],
    [{ heirs: [{ relation: 'son' }], estate: { amount: 100, taxes: 1 } }, "Unknown body field 'taxes'"],
    [{ heirs: [{ relation: 'son' }], colour: 'red' }, "Unknown body field 'colour'"],
  ])('refuses %j with a 400 naming the fault', (body, message) => {
    const text = refusal(body);
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  });

  it('accepts the schools as people write them', () => {
    for (const madhab of ['Hanafi', 'shafi', "shafi'i", 'SHAFII', ' maliki ']) {
      expect(answer({ heirs: [{ relation: 'son' }], madhab }).madhab).toMatch(/^(hanafi|shafii|maliki)$/);
    }
  });

  it('lists the relations with their names and the other names read as each', () => {
    const list = relationsList();
    expect(list.total).toBe(37);
    expect(list.results[0]).toEqual({
      id: 'son',
      name_arabic: 'ابن',
      name_english: 'Son',
      max_count: 100,
      also_read: expect.arrayContaining(['ولد', 'son']),
    });
  });
});
