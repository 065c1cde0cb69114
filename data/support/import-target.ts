import { GetCommand, paginateQuery, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CorpusMarker } from '../../functions/shared/corpus-marker';
import { keys } from '../../functions/shared/table';

/** What every corpus import shares: the table it writes, its progress callbacks, markers and counts. */
export interface ImportTarget {
  client: DynamoDBDocumentClient;
  tableName: string;
}

export interface ImportProgress {
  /** Called once with the number of items to write, then with the running total. */
  start?: (total: number) => void;
  update?: (written: number) => void;
  stop?: () => void;
}

/** A corpus's marker, read consistently: what the table holds now. */
export async function readCorpusMarker<T extends CorpusMarker = CorpusMarker>(
  target: ImportTarget,
  corpus: string,
): Promise<T | undefined> {
  const result = await target.client.send(
    new GetCommand({ TableName: target.tableName, Key: keys.corpusMarker(corpus), ConsistentRead: true }),
  );
  return result.Item as T | undefined;
}

/** Items in one partition, counted by the table (imports read their counts back before going live). */
export async function countPartition(target: ImportTarget, partition: string): Promise<number> {
  let count = 0;
  const pages = paginateQuery(
    { client: target.client },
    {
      TableName: target.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      Select: 'COUNT',
      ConsistentRead: true,
    },
  );
  for await (const page of pages) count += page.Count ?? 0;
  return count;
}
