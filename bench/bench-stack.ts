import { COMMENTARY_RETRIEVAL } from '../functions/tafsir/commentary-retrieval';
import { type LocalStack, startLocalStack } from '../lib/local/local-stack';
import { type FakeOpenAi, startFakeOpenAi } from '../test/support/fake-openai';

/**
 * The chat's provider as a zero-latency loopback stand-in: what the chat sections measure is the service's own work.
 * Each model answers with a reply whose citations the service then reads and looks up.
 */
export async function startProviderStandIn(): Promise<FakeOpenAi> {
  const upstream = await startFakeOpenAi();
  upstream.script.set('llama-3.3-70b-versatile', {
    kind: 'ok',
    content:
      'Patience is paired with prayer: "seek help through patience and prayer" (2:45). See also Surah Al-Baqarah, verse 153, ' +
      'Al-Asr (103:1-3) and [Az-Zumar: 10]. Ayat al-Kursi (2:255) affirms His oneness.',
  });
  upstream.script.set('llama-3.1-8b-instant', {
    kind: 'ok',
    content:
      'The neighbour has great rights: "Anybody who believes in Allah and the Last Day should not harm his neighbor" (Sahih al-Bukhari 6018), ' +
      'the neighbour has more right to the house (Tirmidhi 1368), and Surah An-Nisa, verse 36 commands kindness to the neighbour near and far.',
  });
  return upstream;
}

/** Points the chat at the stand-in; read from the environment when the stack starts, as in Lambda. */
export function useProviderStandIn(endpoint: string): void {
  Object.assign(process.env, { CHAT_API_BASE_URL: endpoint, CHAT_API_KEY: 'bench-key' });
}

/**
 * The local stack the sections share, as `npm start` runs it, with three differences. Its windows are in the table,
 * as deployed (npm start keeps them in its process; the http section measures both). Thousands of requests come
 * from one address at the spec's anonymous limit: the rate limiter's clock runs 2.5 s ahead per decision, so this
 * client stays within 30 per minute and every request pays the limiter's steady-state cost without being refused.
 * And only the commentaries question retrieval reads are imported (all sixteen would add minutes and measure nothing
 * more).
 */
export async function startBenchStack(): Promise<LocalStack> {
  // BENCH_TAFSIR=all: all sixteen (minutes more), for the sizes section's largest commentaries.
  const tafsirEditions = process.env.BENCH_TAFSIR === 'all' ? undefined : [...new Set(Object.values(COMMENTARY_RETRIEVAL).flat())];
  // BENCH_DATA_DIR: the table kept in that directory, so that a second run finds the corpus imported (minutes saved).
  return startLocalStack({ now: skewedLimiterClock(), tafsirEditions, dataDirectory: process.env.BENCH_DATA_DIR || undefined });
}

/** A clock 2.5 s further ahead at each reading: one address's thousands of requests stay within 30 a minute. */
export function skewedLimiterClock(): () => number {
  let skew = 0;
  return () => {
    skew += 2_500;
    return Date.now() + skew;
  };
}
