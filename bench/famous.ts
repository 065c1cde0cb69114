/**
 * npm run bench -- famous: how well search finds a well-known narration from the words people use, on wordings
 * written apart from the famous-narrations table (test/support/famous-narration-wordings.ts, frozen: never tuned on),
 * with the table and without it, over the same index in the same run. found@k: one of the narrations a wording
 * names (any of its numbers) is among the first k results of `search` over every collection.
 */
import { performance } from 'node:perf_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { HadithRepository } from '../functions/hadith/hadith-repository';
import { HadithService } from '../functions/hadith/hadith-service';
import { TableReader } from '../functions/shared/table-reader';
import type { LocalStack } from '../lib/local/local-stack';
import { FAMOUS_NARRATION_WORDINGS, type NarrationWording } from '../test/support/famous-narration-wordings';
import { median } from './statistics';

interface Outcome {
  rank: number | undefined;
  ms: number;
}

async function rankOf(service: HadithService, wording: NarrationWording): Promise<Outcome> {
  const started = performance.now();
  const answer = await service.search(wording.query, undefined, 10, 0);
  const ms = performance.now() - started;
  const expected = new Set(wording.expected);
  const index = answer.results.findIndex((hit) => hit.numbers.some((number) => expected.has(`${hit.collection}:${number}`)));
  return { rank: index === -1 ? undefined : index + 1, ms };
}

const share = (outcomes: Outcome[], k: number) =>
  outcomes.length ? (outcomes.filter((o) => o.rank !== undefined && o.rank <= k).length / outcomes.length).toFixed(3) : '-';

export async function benchFamous(stack: LocalStack, client: DynamoDBDocumentClient, withHadith: boolean): Promise<void> {
  console.log('\nfamous narrations by the words people use (test/support/famous-narration-wordings.ts, written apart from the table)');
  if (!withHadith) {
    console.log('  skipped: the hadith corpus is not imported (the real sources are not on this machine)');
    return;
  }
  const reader = new TableReader(client, stack.tableName);
  const withTable = new HadithService(new HadithRepository(reader), 'bench');
  const without = new HadithService(new HadithRepository(reader), 'bench', Date.now, { famousNarrations: false });
  // Warm both (catalogue, postings) so that the timings below compare searches, not first reads.
  for (const wording of FAMOUS_NARRATION_WORDINGS) {
    await rankOf(withTable, wording);
    await rankOf(without, wording);
  }
  const results: Array<{ wording: NarrationWording; before: Outcome; after: Outcome }> = [];
  for (const wording of FAMOUS_NARRATION_WORDINGS) {
    results.push({ wording, before: await rankOf(without, wording), after: await rankOf(withTable, wording) });
  }
  console.log('  wordings          | n   | without the table: found@1  found@10 | with the table: found@1  found@10');
  for (const [label, language] of [
    ['English', 'en'],
    ['Arabic', 'ar'],
    ['all', undefined],
  ] as const) {
    const rows = results.filter((r) => language === undefined || r.wording.language === language);
    const before = rows.map((r) => r.before);
    const after = rows.map((r) => r.after);
    console.log(
      `  ${label.padEnd(17)} | ${String(rows.length).padEnd(3)} | ${share(before, 1).padStart(27)} ${share(before, 10).padStart(9)} | ${share(after, 1).padStart(24)} ${share(after, 10).padStart(9)}`,
    );
  }
  const ms = (side: 'before' | 'after') => results.map((r) => r[side].ms);
  console.log(
    `  search time (warm, service only): median ${median(ms('before')).toFixed(1)} ms without the table, ${median(ms('after')).toFixed(1)} ms with it`,
  );
  const missed = results.filter((r) => r.after.rank === undefined || r.after.rank > 1);
  console.log(`  not first with the table (${missed.length}):`);
  for (const { wording, before, after } of missed)
    console.log(
      `    [${wording.language}] ${wording.query.slice(0, 70).padEnd(70)} rank ${after.rank ?? '>10'} (without: ${before.rank ?? '>10'})`,
    );
}
