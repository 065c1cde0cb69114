import { expectError, startTestService, type TestService } from '../../support/local-service';

/**
 * POST /api/v1/inheritance and GET /api/v1/inheritance?list=relations through the HTTP server: both input forms, the
 * estate divided to the cent, every refusal, the relations list with its caching, and the rate limiter's headers.
 * Every answer is checked against the OpenAPI document (local-service.ts).
 */
let service: TestService;

beforeAll(async () => {
  service = await startTestService();
}, 180_000);

afterAll(async () => {
  await service?.close();
});

const post = (body: unknown) => service.post('/api/v1/inheritance', JSON.stringify(body));
const sharesOf = (json: { heirs: Array<{ relation: string; share: string }> }) =>
  Object.fromEntries(json.heirs.map((heir) => [heir.relation, heir.share]));

describe('POST /api/v1/inheritance (issue 50)', () => {
  it('answers heirs named by id and by name with every share, who is excluded, the base and the working', async () => {
    const response = await post({
      heirs: [{ relation: 'husband' }, { relation: 'أخت شقيقة', count: 2 }, { relation: 'mother' }, { relation: 'paternal brother' }],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toMatchObject({
      madhab: 'default',
      deceased: 'female',
      adjustment: 'awl',
      base: 6,
      total_shares: 8,
      blocked: [],
    });
    expect(sharesOf(response.json)).toEqual({ mother: '1/8', husband: '3/8', full_sister: '1/2', paternal_brother: '0' });
    expect(response.json.heirs.find((heir: { relation: string }) => heir.relation === 'full_sister')).toMatchObject({
      name_arabic: 'أخت شقيقة',
      name_english: 'Full sister',
      count: 2,
      per_head: '1/4',
      per_head_percent: 25,
      basis: 'fixed',
      shares: 4,
    });
    const awl = response.json.steps.find((step: { rule: string }) => step.rule === 'awl');
    expect(awl.en).toMatch(/the base 6 is raised to 8/);
    const sisters = response.json.steps.find((step: { rule: string }) => step.rule === 'sisters_share');
    expect(sisters.evidence).toEqual([{ type: 'quran', reference: 'Quran 4:176', link: '/api/v1/quran?verse_key=4:176' }]);
    // The link answers with the verse it names.
    const verse = await service.get(sisters.evidence[0].link);
    expect(verse.status).toBe(200);
    expect(verse.json.results[0].ayah.reference).toBe('4:176');
  });

  it('reads a question in Arabic and in English, echoing how it was read', async () => {
    const arabic = await post({ question: 'مات وترك: أب وأم وثلاث بنات' });
    expect(arabic.status).toBe(200);
    expect(arabic.json.read).toEqual({
      question: 'مات وترك: أب وأم وثلاث بنات',
      language: 'ar',
      heirs: [
        { words: 'اب', relation: 'father', count: 1 },
        { words: 'ام', relation: 'mother', count: 1 },
        { words: 'ثلاث بنات', relation: 'daughter', count: 3 },
      ],
    });
    expect(sharesOf(arabic.json)).toEqual({ daughter: '2/3', father: '1/6', mother: '1/6' });
    expect(arabic.json).toMatchObject({ deceased: 'male', base: 6, total_shares: 18 });
    const english = await post({ question: 'A woman died leaving her husband, two full sisters and her mother', madhab: 'Hanbali' });
    expect(english.json).toMatchObject({
      madhab: 'hanbali',
      deceased: 'female',
      adjustment: 'awl',
      total_shares: 8,
      read: { language: 'en' },
    });
  });

  it('divides an estate after funeral costs, debts and a bequest held to a third, to the cent', async () => {
    const response = await post({
      heirs: [{ relation: 'son', count: 3 }, { relation: 'wife' }],
      estate: { amount: '100000.01', funeral_costs: 1000, debts: '4000.00', bequest: 60000 },
    });
    expect(response.status).toBe(200);
    // 95,000.01 after debts; a third of it, 31,666.67, is paid; 63,333.34 is shared.
    expect(response.json.estate).toEqual({
      amount: '100000.01',
      funeral_costs: '1000.00',
      debts: '4000.00',
      bequest: '60000.00',
      bequest_paid: '31666.67',
      net: '63333.34',
    });
    const cents = (text: string) => Math.round(Number(text) * 100);
    const total = response.json.heirs.reduce((sum: number, heir: { amount: string }) => sum + cents(heir.amount), 0);
    expect(total).toBe(cents('63333.34'));
    expect(response.json.heirs).toEqual([
      expect.objectContaining({
        relation: 'son',
        share: '7/8',
        amount: '55416.67',
        per_head_amount: '18472.22',
        heads_receiving_one_cent_more: 1,
      }),
      expect.objectContaining({ relation: 'wife', share: '1/8', amount: '7916.67', per_head_amount: '7916.67' }),
    ]);
    expect(response.json.steps.slice(0, 3).map((step: { rule: string }) => step.rule)).toEqual([
      'deductions_order',
      'bequest_third',
      'deductions_order',
    ]);
    const toHeir = await post({ heirs: [{ relation: 'son' }], estate: { amount: 900, bequest: 100, bequest_to_heir: true } });
    expect(toHeir.json.estate).toMatchObject({ bequest_paid: '0.00', net: '900.00' });
  });

  it.each([
    [
      { heirs: [{ relation: 'stepson' }] },
      "Invalid body field 'heirs.0.relation': unknown relation 'stepson'; use an id or a name that GET /api/v1/inheritance?list=relations lists",
    ],
    [
      { heirs: [{ relation: 'son', count: 0 }] },
      "Invalid body field 'heirs.0.count': must be at least 1 (leave out a relation that has no one)",
    ],
    [{ heirs: [{ relation: 'son', count: 1000 }] }, "Invalid body field 'heirs.0.count': must be at most 100"],
    [{ heirs: [{ relation: 'زوجة', count: 5 }] }, "Invalid body field 'heirs': more than four wives (5): a man leaves at most four"],
    [{ heirs: [{ relation: 'husband' }, { relation: 'wife' }] }, /^Invalid body field 'heirs': a husband and a wife cannot both be heirs/],
    [{ heirs: [{ relation: 'husband', count: 2 }] }, "Invalid body field 'heirs': 2 husbands: a woman leaves one husband"],
    [{ heirs: [{ relation: 'son' }], estate: { amount: -1 } }, /^Invalid body field 'estate\.amount': must be a non-negative amount/],
    [
      { heirs: [{ relation: 'son' }], estate: { amount: 100, funeral_costs: 60, debts: 50 } },
      "Invalid body field 'estate.debts': the funeral costs and debts, 110.00, are more than the estate, 100.00",
    ],
    [{ question: 'مات وترك زوجة وأبناء' }, "Invalid body field 'question': could not read 'ابناء': 'ابناء': say how many (e.g. ثلاث بنات)"],
    [{ question: 'A man died leaving a wife and a stepdaughter' }, /^Invalid body field 'question': could not read 'stepdaughter'/],
    [
      { question: 'ماتت وتركت زوجة وابنا' },
      "Invalid body field 'question': a wife is named, but the deceased is a woman; a woman leaves a husband, not a wife",
    ],
    [
      { question: 'A man died leaving his husband and a son' },
      "Invalid body field 'question': a husband is named, but the deceased is a man; a man leaves wives, not a husband",
    ],
    [{ heirs: [{ relation: 'son' }], madhab: 'jafari' }, /^Invalid body field 'madhab': must be one of hanafi, maliki, shafii, hanbali/],
    [{}, 'Invalid request body: give exactly one of heirs (a list of { relation, count }) or question (one sentence)'],
  ])('refuses %j with a 400 naming the fault', async (body, message) => {
    expectError(await post(body), 400, message);
  });

  it('refuses a body that is not JSON, and a GET without list', async () => {
    expectError(await service.post('/api/v1/inheritance', '{"heirs": ['), 400, 'The request body is not valid JSON');
    expectError(
      await service.post('/api/v1/inheritance', 'heirs=son', { 'Content-Type': 'text/plain' }),
      415,
      /^Content-Type must be application\/json/,
    );
    expectError(await service.get('/api/v1/inheritance'), 400, /^Invalid query parameter 'list': must be relations/);
    expectError(await service.get('/api/v1/inheritance?list=relations&lang=ar'), 400, "Unknown query parameter 'lang'");
  });
});

describe('GET /api/v1/inheritance?list=relations (issue 50)', () => {
  it('lists the 37 relations with their names, cacheable, with an ETag, a 304 and HEAD', async () => {
    const response = await service.get('/api/v1/inheritance?list=relations');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.json.total).toBe(37);
    expect(response.json.results.find((relation: { id: string }) => relation.id === 'fathers_fathers_mother')).toMatchObject({
      name_arabic: 'أم أب الأب',
      max_count: 1,
      also_read: expect.arrayContaining(['أم الجد', "father's father's mother"]),
    });
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const again = await service.get('/api/v1/inheritance?list=relations', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    const head = await service.head('/api/v1/inheritance?list=relations');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(etag);
  });
});
