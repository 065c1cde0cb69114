import { request } from 'node:http';
import { QURAN_EDITIONS } from '../functions/quran/translations';
import { ANSWER_BACKSTOP_BYTES, MAX_ANSWER_BYTES } from '../functions/shared/answer-size';
import { TAFSIR_EDITIONS } from '../functions/tafsir/tafsir-editions';
import type { LocalStack } from '../lib/local/local-stack';

/**
 * The worst valid request of each route and what its answer takes in the deployed shape (issue 48, finding 4): the
 * body uncompressed (an answer must fit whatever the Accept-Encoding) as a JSON string in Lambda's proxy result,
 * beside the 5.5 MB budget and the 6 MB limit. The commentaries asked for are the three largest the table holds
 * (`BENCH_TAFSIR=all` imports all sixteen into the bench stack; al-Qurtubi, Ibn Kathir and al-Baghawi are the largest).
 */
const ALL_EDITIONS = QURAN_EDITIONS.map((edition) => edition.id).join(',');
/** The editions' Al-Baqarah sizes, largest first (measured from the pinned sources). */
const LARGEST_TAFSIR = [
  'ar.qurtubi',
  'ar.wasit',
  'ar.ibnkathir',
  'bn.abubakrzakaria',
  'en.maarif',
  'en.ibnkathir',
  'ru.saddi',
  'ar.baghawi',
];

interface Probe {
  route: string;
  what: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

function probes(tafsir: string[]): Probe[] {
  const [first] = tafsir;
  const three = tafsir.slice(0, 3).join(',');
  const citations = Array.from({ length: 400 }, (_, i) => `Quran ${1 + (i % 114)}:1-7 and Sahih al-Bukhari ${i + 1}.`).join(' ');
  const mcpBatch = Array.from({ length: 20 }, (_, id) => ({
    jsonrpc: '2.0',
    id: id + 1,
    method: 'tools/call',
    params: { name: 'quran_verses', arguments: { verse_key: '2:1-286,3:1-14', translations: ALL_EDITIONS } },
  }));
  const tafsirBatch = Array.from({ length: 20 }, (_, id) => ({
    jsonrpc: '2.0',
    id: id + 1,
    method: 'tools/call',
    params: { name: 'tafsir', arguments: { verse_key: '2:1-286', edition: first } },
  }));
  return [
    {
      route: 'quran',
      what: '300 verses, every edition, three commentaries',
      path: `/api/v1/quran?verse_key=2:1-286,3:1-14&translations=${ALL_EDITIONS}&tafsir=${three}`,
    },
    { route: 'quran', what: 'Al-Baqarah with three commentaries', path: `/api/v1/quran?surah=2&tafsir=${three}` },
    { route: 'quran', what: 'Al-Baqarah 1-150 with three commentaries', path: `/api/v1/quran?surah=2&from=1&to=150&tafsir=${three}` },
    {
      route: 'quran',
      what: 'a page of 100 verses of juz 1, every edition',
      path: `/api/v1/quran?juz=1&limit=100&translations=${ALL_EDITIONS}`,
    },
    {
      route: 'quran',
      what: '100 search results, every edition',
      path: `/api/v1/quran?search=allah&limit=100&translations=${ALL_EDITIONS}`,
    },
    { route: 'tafsir', what: `${first} on Al-Baqarah whole`, path: `/api/v1/tafsir?edition=${first}&surah=2&from=1&to=286` },
    { route: 'tafsir', what: `${first}, a page of 100 of Al-Baqarah`, path: `/api/v1/tafsir?edition=${first}&surah=2&limit=100` },
    {
      route: 'hadith',
      what: '50 references',
      path: `/api/v1/hadith?refs=${Array.from({ length: 50 }, (_, i) => `bukhari:${i + 1}`).join(',')}`,
    },
    { route: 'hadith', what: "a page of 100 of a book's hadith", path: '/api/v1/hadith?collection=bukhari&book=2&limit=100' },
    { route: 'duas', what: 'a page of 100', path: '/api/v1/duas?limit=100' },
    { route: 'prayer-times', what: 'a year at 69.65 N', path: '/api/v1/prayer-times?lat=69.65&lng=18.96&year=2026' },
    { route: 'aladhan', what: "a year's calendar", path: '/api/v1/aladhan/calendar/2026?latitude=69.65&longitude=18.96' },
    { route: 'alquran', what: 'Al-Baqarah in one edition', path: '/api/v1/alquran/surah/2/quran-uthmani' },
    { route: 'places', what: 'a page of 100', path: '/api/v1/places?search=a&limit=100' },
    {
      route: 'utilities',
      what: "a Hijri year's months",
      method: 'POST',
      path: '/api/v1/utilities',
      body: { action: 'hijri', hijri_year: 1447 },
    },
    {
      route: 'verify',
      what: '32,000 characters of citations',
      method: 'POST',
      path: '/api/v1/verify',
      body: { text: citations.slice(0, 32_000) },
    },
    { route: 'mcp', what: 'a batch of 20 × 300 verses in every edition', method: 'POST', path: '/api/v1/mcp', body: mcpBatch },
    { route: 'mcp', what: `a batch of 20 × ${first} on Al-Baqarah`, method: 'POST', path: '/api/v1/mcp', body: tafsirBatch },
    { route: 'openapi', what: 'the OpenAPI document', path: '/api/v1/openapi.json' },
  ];
}

function send(baseUrl: string, probe: Probe): Promise<{ status: number; body: string; ms: number }> {
  const url = new URL(probe.path, baseUrl);
  const body = probe.body === undefined ? undefined : JSON.stringify(probe.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: probe.method ?? 'GET',
        headers: {
          'Accept-Encoding': 'identity',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }),
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function benchAnswerSizes(stack: LocalStack): Promise<void> {
  const editions = await send(stack.baseUrl, { route: 'tafsir', what: '', path: '/api/v1/tafsir?list=editions' });
  const imported = await Promise.all(
    TAFSIR_EDITIONS.map(async (edition) => {
      const probe = await send(stack.baseUrl, { route: 'tafsir', what: '', path: `/api/v1/tafsir?edition=${edition.id}&verse_key=1:1` });
      return probe.status === 200 ? edition.id : undefined;
    }),
  );
  const present = LARGEST_TAFSIR.filter((id) => imported.includes(id));
  if (editions.status !== 200 || present.length < 3) {
    console.log('\nanswer sizes: fewer than three large commentaries imported; skipped');
    return;
  }
  console.log(
    `\nthe worst valid request of each route, its answer as Lambda would carry it (identity, the body as a JSON string; ` +
      `budget ${(MAX_ANSWER_BYTES / 1e6).toFixed(1)} MB, limit ${(ANSWER_BACKSTOP_BYTES / 1e6).toFixed(2)} MB after the envelope); commentaries ${present.slice(0, 3).join(', ')}:`,
  );
  for (const probe of probes(present)) {
    const answer = await send(stack.baseUrl, probe);
    const deployed = Buffer.byteLength(JSON.stringify(answer.body));
    const note = answer.status === 200 ? '' : ` ${(JSON.parse(answer.body) as { message?: string }).message?.slice(0, 110) ?? ''}`;
    console.log(
      `  ${probe.route.padEnd(12)} ${probe.what.padEnd(48)} ${answer.status}  ${(deployed / 1e6).toFixed(2).padStart(5)} MB  ${answer.ms.toFixed(0).padStart(6)} ms${note}`,
    );
  }
}
