/**
 * npm run smoke -- --base-url URL [--api-key KEY]
 *
 * Checks a running deployment (or `npm start`) answers as it must; exits non-zero naming each check that missed.
 */
import { parseArgs } from 'node:util';
import { apiBaseOf, runSmokeChecks } from '../lib/smoke/smoke-checks';

const USAGE = `Usage: npm run smoke -- --base-url URL [--api-key KEY]

  --base-url URL    the API's base URL: the stack output ApiBaseUrl (https://…/prod/api/v1), or
                    http://127.0.0.1:3000/api/v1 for npm start (/api/v1 is appended when missing)
  --api-key KEY     send this key with every check but the rate limit's (default: $SMOKE_API_KEY; none: anonymous)
  --timeout-ms MS   per request (default 30000)

Checks, in order: a verse (2:255), a hadith by number (Sahih al-Bukhari 1), prayer times by city (Makkah,
2026-03-01), a 304 on a repeated GET with If-None-Match, and a 429 once the anonymous limit read from
X-RateLimit-Limit is used up (this leaves the caller's anonymous window full for up to a minute).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      'timeout-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values['base-url']) throw new Error('--base-url URL is required');
  const timeoutMs = values['timeout-ms'] === undefined ? undefined : Number(values['timeout-ms']);
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0))
    throw new Error('--timeout-ms must be a positive integer');
  const base = apiBaseOf(values['base-url']);
  const apiKey = values['api-key'] ?? (process.env.SMOKE_API_KEY || undefined);
  console.log(`smoke: ${base}${apiKey ? ' (with an API key)' : ''}`);
  const results = await runSmokeChecks({ baseUrl: base, apiKey, timeoutMs, note: (line) => console.log(`  note  ${line}`) });
  for (const { name, ok, detail } of results) console.log(`  ${ok ? 'ok  ' : 'MISS'}  ${name}: ${detail}`);
  const missed = results.filter((result) => !result.ok);
  if (missed.length === 0) {
    console.log(`smoke: all ${results.length} checks passed`);
    return;
  }
  console.error(`smoke: ${missed.length} of ${results.length} checks missed: ${missed.map((result) => result.name).join(', ')}`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`smoke failed: ${error instanceof Error ? error.message : String(error)}`);
  if (/Unknown option|Unexpected argument|required/i.test(String(error))) console.error(USAGE);
  process.exitCode = 2;
});
