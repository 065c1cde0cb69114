import { type DynamoDBDocumentClient, GetCommand, PutCommand, paginateScan, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { API_KEY_KEY_PREFIX, keys } from '../table';
import { type ApiKeyPlan, keyIdOf, sameDigest } from './api-keys';

export interface ApiKeyRecord {
  keyHash: string;
  keyId: string;
  plan: ApiKeyPlan;
  owner: string;
  createdAt: string;
  revokedAt?: string;
  /** API Gateway's id for the same key, when it is registered with a usage plan. */
  gatewayKeyId?: string;
}

type ApiKeyItem = ApiKeyRecord & { PK: string; SK: string };

const recordOf = ({ PK: _pk, SK: _sk, ...record }: ApiKeyItem): ApiKeyRecord => record;

export class ApiKeyStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly tableName: string,
  ) {}

  /** The key record for a key hash, compared in constant time; undefined if there is none. */
  async find(keyHash: string): Promise<ApiKeyRecord | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.tableName, Key: keys.apiKey(keyHash) }));
    const item = result.Item as ApiKeyItem | undefined;
    if (!item || !sameDigest(item.keyHash, keyHash)) return undefined;
    return recordOf(item);
  }

  async create(record: Omit<ApiKeyRecord, 'keyId'>): Promise<ApiKeyRecord> {
    const full: ApiKeyRecord = { ...record, keyId: keyIdOf(record.keyHash) };
    await this.client.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { ...keys.apiKey(record.keyHash), ...full },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return full;
  }

  /** Every key, oldest first. An administrative scan (the CLI), never on a request path. */
  async list(): Promise<ApiKeyRecord[]> {
    const records: ApiKeyRecord[] = [];
    const pages = paginateScan(
      { client: this.client },
      {
        TableName: this.tableName,
        FilterExpression: 'begins_with(PK, :prefix)',
        ExpressionAttributeValues: { ':prefix': API_KEY_KEY_PREFIX },
      },
    );
    for await (const page of pages) records.push(...((page.Items ?? []) as ApiKeyItem[]).map(recordOf));
    return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async findById(keyId: string): Promise<ApiKeyRecord | undefined> {
    return (await this.list()).find((record) => record.keyId === keyId);
  }

  async markRevoked(keyHash: string, at: string): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.apiKey(keyHash),
        UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }

  async setGatewayKeyId(keyHash: string, gatewayKeyId: string): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.tableName,
        Key: keys.apiKey(keyHash),
        UpdateExpression: 'SET gatewayKeyId = :id',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':id': gatewayKeyId },
      }),
    );
  }
}
