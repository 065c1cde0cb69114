import { startTestService, GENEROUS_RATE_LIMITS, type TestService } from '../../support/local-service';

// A fresh machine: no provider key at all.
let service: TestService;

beforeAll(async () => {
  delete process.env.CHAT_API_KEY;
  delete process.env.CHAT_API_KEY_SECRET_ID;
  service = await startTestService({ env: GENEROUS_RATE_LIMITS });
});

afterAll(async () => {
  await service?.close();
});

describe('POST /api/v1/chat without a provider (retrieval-only mode)', () => {
  it('says plainly that it is retrieval-only and presents the most relevant verses with citations', async () => {
    const response = await service.post('/api/v1/chat', JSON.stringify({ prompt: 'What does the Quran say about patience and prayer?' }));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      object: 'chat.completion',
      model: 'offline_retrieval',
      provider: 'offline_retrieval',
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
    expect(response.json.id).toMatch(/^offline-/);
    expect(response.json.reply).toMatch(/^Retrieval-only answer: no language model is configured/);
    expect(response.json.reply).toMatch(/1\. Surah .+ \(\d+:\d+\): "/);
    const citations = response.json.quran_citations as Array<{ reference: string; translation: string; arabic: string; audio_url: string }>;
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations) {
      expect(response.json.reply).toContain(citation.translation); // the verse quoted is the corpus's own text
      expect(citation.arabic.length).toBeGreaterThan(0);
      expect(citation.audio_url).toMatch(/^https:\/\//);
    }
    expect(citations.some((c) => /patien/i.test(c.translation) && /prayer/i.test(c.translation))).toBe(true);
    expect(response.json.warnings).toBeUndefined();
  });

  it('still validates the request', async () => {
    const response = await service.post('/api/v1/chat', JSON.stringify({ prompt: 'hi', temperature: 2 }));
    expect(response.status).toBe(400);
  });

  it('says when nothing matched', async () => {
    const response = await service.post('/api/v1/chat', JSON.stringify({ prompt: 'zzqqxx wwvvkk' }));
    expect(response.json.reply).toMatch(/No passage of the Quran or hadith matched your question/);
    expect(response.json.quran_citations).toEqual([]);
  });
});
