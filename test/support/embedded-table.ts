import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '../../data/support/local-table';
import { BATCH_TIMEOUTS, createDocumentClient } from '../../functions/shared/dynamo';
import { startEmbeddedDynamo } from '../../lib/local/embedded-dynamodb';

export interface EmbeddedTable {
  client: DynamoDBDocumentClient;
  tableName: string;
  endpoint: string;
  close: () => Promise<void>;
}

/** A fresh, empty table with the deployed key schema in dynalite (in memory, or on disk in `dataDirectory`), over the real SDK. */
export async function startEmbeddedTable(tableName = 'test-table', options: { dataDirectory?: string } = {}): Promise<EmbeddedTable> {
  process.env.AWS_ACCESS_KEY_ID ||= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'local';
  const dynamo = await startEmbeddedDynamo(options);
  const raw = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
  await ensureTable(raw, tableName);
  raw.destroy();
  const client = createDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint }, BATCH_TIMEOUTS);
  return {
    client,
    tableName,
    endpoint: dynamo.endpoint,
    close: async () => {
      client.destroy();
      await dynamo.close();
    },
  };
}
