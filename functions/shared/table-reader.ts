import { BatchGetCommand, type DynamoDBDocumentClient, GetCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { CorpusImportProgress } from './corpus-marker';
import { keys } from './table';

type Key = { PK: string; SK: string };

/** Key lookups and single-partition queries, the only reads the corpus endpoints make. */
export class TableReader {
  constructor(
    readonly client: DynamoDBDocumentClient,
    readonly tableName: string,
  ) {}

  async get<T>(key: Key): Promise<T | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: key }));
    return result.Item as T | undefined;
  }

  /** Every item of one partition, in sort-key order; `attributes`: only those (less to read and to decode). */
  async partition<T>(partition: string, attributes?: readonly string[]): Promise<T[]> {
    const items: T[] = [];
    const projection = attributes
      ? {
          ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name])),
        }
      : {};
    const pages = paginateQuery(
      { client: this.client },
      {
        TableName: this.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        ...projection,
      },
    );
    for await (const page of pages) items.push(...((page.Items ?? []) as T[]));
    return items;
  }

  /** The items named, in the order of `wanted` (missing ones left out, repeated ones repeated); 100 keys per BatchGetItem. */
  async many<T extends Key>(wanted: Key[]): Promise<T[]> {
    const found = new Map<string, T>();
    // BatchGetItem refuses a request that names one key twice (a batch citing muslim:8a and muslim:8 does).
    const distinct = [...new Map(wanted.map((key) => [`${key.PK}|${key.SK}`, key])).values()];
    for (let i = 0; i < distinct.length; i += 100) {
      let pending: Key[] | undefined = distinct.slice(i, i + 100);
      for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** attempt)));
        if (attempt >= 8) throw new Error('BatchGetItem kept returning unprocessed keys');
        const result = await this.client.send(new BatchGetCommand({ RequestItems: { [this.tableName]: { Keys: pending } } }));
        for (const item of (result.Responses?.[this.tableName] ?? []) as T[]) found.set(`${item.PK}|${item.SK}`, item);
        pending = result.UnprocessedKeys?.[this.tableName]?.Keys as Key[] | undefined;
      }
    }
    return wanted.flatMap((key) => found.get(`${key.PK}|${key.SK}`) ?? []);
  }

  corpusMarker<T>(corpus: string): Promise<T | undefined> {
    return this.get<T>(keys.corpusMarker(corpus));
  }

  /** The import of a corpus under way, if one says so (read only to explain a corpus's absence). */
  corpusImport(corpus: string): Promise<CorpusImportProgress | undefined> {
    return this.get<CorpusImportProgress>(keys.corpusImport(corpus));
  }
}
