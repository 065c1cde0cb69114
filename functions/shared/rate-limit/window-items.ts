import {
  type DynamoDBClient,
  GetItemCommand,
  QueryCommand,
  type QueryCommandOutput,
  type ReturnValue,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * The client the rate limiter's calls go through: the functions give it a low-level client of its own built with
 * `cacheMiddleware` (table-clients in dynamo.ts); a DocumentClient also serves, since it sends through its client's stack.
 */
export type WindowTableClient = DynamoDBClient | DynamoDBDocumentClient;

type Item = Record<string, unknown>;

export interface WindowUpdate {
  key: Record<string, string>;
  update: string;
  condition: string;
  names: Record<string, string>;
  values: Record<string, number>;
  returnValues?: ReturnValue;
}

/**
 * The limiter's three table calls as low-level commands, marshalled here. The DocumentClient's own commands rebuild and
 * sort the middleware stack on every call and refuse `cacheMiddleware`; these do not (issue 42: an admission against
 * dynalite took 23 % less process CPU). `client` may be given as a function, called at the first call: a function
 * that never admits (the authorizer) then never builds it.
 */
export function windowItems(client: WindowTableClient | (() => WindowTableClient), tableName: string) {
  let resolved: WindowTableClient | undefined;
  // One client type for the three commands: a DocumentClient's send is its low-level client's.
  const send = <Output>(command: unknown) => {
    resolved ??= typeof client === 'function' ? client() : client;
    return (resolved as DynamoDBClient).send(command as never) as Promise<Output>;
  };

  /** The item under `key`, read strongly consistently; undefined when there is none. */
  async function read(key: Record<string, string>): Promise<Item | undefined> {
    const { Item: found } = await send<{ Item?: Parameters<typeof unmarshall>[0] }>(
      new GetItemCommand({ TableName: tableName, Key: marshall(key), ConsistentRead: true }),
    );
    return found && unmarshall(found);
  }

  /** A conditional UpdateItem; the item as it stands after it when `returnValues` is ALL_NEW. */
  async function update({ key, update: expression, condition, names, values, returnValues }: WindowUpdate): Promise<Item | undefined> {
    const { Attributes } = await send<{ Attributes?: Parameters<typeof unmarshall>[0] }>(
      new UpdateItemCommand({
        TableName: tableName,
        Key: marshall(key),
        UpdateExpression: expression,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: marshall(values),
        ...(returnValues ? { ReturnValues: returnValues } : {}),
      }),
    );
    return Attributes && unmarshall(Attributes);
  }

  /** Every item of the partition `pk`, read strongly consistently, page after page. */
  async function partition(pk: string): Promise<Item[]> {
    const items: Item[] = [];
    let start: QueryCommandOutput['LastEvaluatedKey'];
    do {
      const page = await send<QueryCommandOutput>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: marshall({ ':pk': pk }),
          ConsistentRead: true,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const item of page.Items ?? []) items.push(unmarshall(item));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  return { read, update, partition };
}
