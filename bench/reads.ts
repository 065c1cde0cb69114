import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DuaRepository } from '../functions/duas/dua-repository';
import { DuaService } from '../functions/duas/dua-service';
import { parseHadithNumber } from '../functions/hadith/hadith-numbers';
import { HadithRepository } from '../functions/hadith/hadith-repository';
import { HadithService } from '../functions/hadith/hadith-service';
import { editionByName } from '../functions/quran/translations';
import { createDocumentClient } from '../functions/shared/dynamo';
import { TableReader } from '../functions/shared/table-reader';
import type { startLocalStack } from '../lib/local/local-stack';
import { benchQuranService } from './services';

/** A container's services, new: what each request kind below is sent to, as the handlers build them. */
function services(client: DynamoDBDocumentClient, tableName: string) {
  const reader = new TableReader(client, tableName);
  return {
    quran: benchQuranService(client, tableName),
    hadith: new HadithService(new HadithRepository(reader), 'npm run corpus:import -- --local'),
    duas: new DuaService(new DuaRepository(reader), 'npm run corpus:import -- --local'),
  };
}

type Services = ReturnType<typeof services>;

const QURAN_KINDS: Array<[string, (s: Services) => Promise<unknown>]> = [
  ['surah 2 (286 verses)', (s) => s.quran.surah(2)],
  ['2:255', (s) => s.quran.ayah(2, 255)],
  ['2:255 after surah 2', (s) => s.quran.ayah(2, 255)],
  ['verse_key 1:1,2:255-257', (s) => s.quran.verses([{ surah: 1, ayah: 1 }, ...[255, 256, 257].map((ayah) => ({ surah: 2, ayah }))])],
  ['juz 30, 50 verses', (s) => s.quran.division('juz', 30, 50, 0)],
  ['page 604', (s) => s.quran.division('page', 604, 50, 0)],
  ['surah 36 in Urdu too', (s) => s.quran.withEditions([editionByName('ur')!]).surah(36)],
  ['search "mercy", 10', (s) => s.quran.search('mercy', 10, 0)],
  ['search "mercy" in Urdu', (s) => s.quran.withEditions([editionByName('ur')!]).search('رحمت', 10, 0)],
];

const HADITH_KINDS: Array<[string, (s: Services) => Promise<unknown>]> = [
  ['hadith bukhari 1', (s) => s.hadith.byNumber('bukhari', parseHadithNumber('1')!)],
  ['hadith collections', (s) => s.hadith.collections()],
  ['hadith book page, muslim 1', (s) => s.hadith.book('muslim', '1', 20, 0)],
  ['hadith search "patience", 20', (s) => s.hadith.search('patience', undefined, 20, 0)],
  ['dua category page, 20', (s) => s.duas.inCategory('morning-evening', { limit: 20, offset: 0 })],
  ['dua search "forgive", 10', (s) => s.duas.search('forgive', undefined, { limit: 10, offset: 0 })],
];

/**
 * Issue 28: the table calls and read units behind each kind of answer, in a new container (its first request) and a
 * warm one (the same request again), through the services as the handlers call them. Read units are what dynalite
 * reports for each call (ReturnConsumedCapacity), as DynamoDB would bill them.
 */
export async function benchReads(stack: Awaited<ReturnType<typeof startLocalStack>>): Promise<void> {
  const client: DynamoDBDocumentClient = createDocumentClient({ region: stack.region, endpoint: stack.dynamoEndpoint });
  let calls = 0;
  let units = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      Object.assign(args.input as Record<string, unknown>, { ReturnConsumedCapacity: 'TOTAL' });
      calls += 1;
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> })
        .ConsumedCapacity;
      for (const entry of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) units += entry.CapacityUnits ?? 0;
      return result;
    },
    { step: 'initialize', name: 'benchReadUnits' },
  );
  const kinds = stack.hadithImportReport ? [...QURAN_KINDS, ...HADITH_KINDS] : QURAN_KINDS;
  console.log('\nReads per answer (service level), a new container against a warm one (the same request again):');
  console.log('request                       | new: calls | read units | warm: calls | read units');
  console.log('------------------------------|------------|------------|-------------|-----------');
  for (const [label, work] of kinds) {
    const container = services(client, stack.tableName);
    if (label.includes('after surah 2')) await container.quran.surah(2);
    const measure = async () => {
      calls = units = 0;
      await work(container);
      return { calls, units };
    };
    const cold = await measure();
    const warm = await measure();
    console.log(
      `${label.padEnd(29)} | ${String(cold.calls).padStart(10)} | ${cold.units.toFixed(1).padStart(10)} | ${String(warm.calls).padStart(11)} | ${warm.units.toFixed(1).padStart(9)}`,
    );
  }
  if (!stack.hadithImportReport) console.log('(hadith and duas: skipped, no corpus mirror; see docs/data.md)');
  client.destroy();
}
