import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../functions/shared/dynamo';
import type { startLocalStack } from '../lib/local/local-stack';
import { benchQuranService } from './services';

/**
 * Issue 28: the table reads and read units behind each kind of Quran answer, in a new container (its first
 * request) and a warm one (the same request again), through the service as the handler calls it. Read units are
 * what dynalite reports for each call (ReturnConsumedCapacity), as DynamoDB would bill them.
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
  const kinds: Array<[string, (quran: ReturnType<typeof benchQuranService>) => Promise<unknown>]> = [
    ['surah 2 (286 verses)', (quran) => quran.surah(2)],
    ['2:255', (quran) => quran.ayah(2, 255)],
    ['2:255 after surah 2', async (quran) => quran.ayah(2, 255)],
    ['verse_key 1:1,2:255-257', (quran) => quran.verses([{ surah: 1, ayah: 1 }, ...[255, 256, 257].map((ayah) => ({ surah: 2, ayah }))])],
    ['juz 30, 50 verses', (quran) => quran.division('juz', 30, 50, 0)],
    ['search "mercy", 10', (quran) => quran.search('mercy', 10, 0)],
  ];
  console.log('\nQuran reads per answer (service level), a new container against a warm one (the same request again):');
  console.log('request                     | new: calls | read units | warm: calls | read units');
  console.log('----------------------------|------------|------------|-------------|-----------');
  for (const [label, work] of kinds) {
    const quran = benchQuranService(client, stack.tableName);
    if (label.includes('after surah 2')) await quran.surah(2);
    const measure = async () => {
      calls = units = 0;
      await work(quran);
      return { calls, units };
    };
    const cold = await measure();
    const warm = await measure();
    console.log(
      `${label.padEnd(27)} | ${String(cold.calls).padStart(10)} | ${cold.units.toFixed(1).padStart(10)} | ${String(warm.calls).padStart(11)} | ${warm.units.toFixed(1).padStart(9)}`,
    );
  }
  client.destroy();
}
