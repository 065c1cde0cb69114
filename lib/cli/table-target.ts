import { DEFAULT_LOCAL_DYNAMODB_PORT, LOCAL_REGION, LOCAL_TABLE_NAME } from '../local/local-stack';

/**
 * Which table a command-line tool works on, parsed the same way by `npm run keys` and
 * `npm run corpus:import`: flags first, then TABLE_NAME, AWS_REGION / AWS_DEFAULT_REGION and
 * DYNAMODB_ENDPOINT, or the local service's table with --local.
 */
export const TABLE_TARGET_OPTIONS = {
  table: { type: 'string' },
  region: { type: 'string' },
  endpoint: { type: 'string' },
} as const;

export const TABLE_TARGET_USAGE = `  --table NAME             table (default: $TABLE_NAME; the stack's TableName output)
  --region REGION          (default: $AWS_REGION, then $AWS_DEFAULT_REGION, then us-east-1)
  --endpoint URL           DynamoDB-compatible endpoint (default: $DYNAMODB_ENDPOINT, else AWS)`;

export interface TableTarget {
  tableName: string;
  region: string;
  /** Undefined: DynamoDB in AWS. */
  endpoint?: string;
}

export interface TableTargetFlags {
  table?: string;
  region?: string;
  endpoint?: string;
  /** The table of `npm start` (dynalite on its fixed port). */
  local?: boolean;
}

export function tableTargetOf(flags: TableTargetFlags, env: Record<string, string | undefined> = process.env): TableTarget {
  const region = flags.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? (flags.local ? LOCAL_REGION : 'us-east-1');
  if (flags.local) {
    // dynalite accepts any credentials; the SDK still wants some.
    env.AWS_ACCESS_KEY_ID ||= 'local';
    env.AWS_SECRET_ACCESS_KEY ||= 'local';
    return { tableName: LOCAL_TABLE_NAME, region, endpoint: `http://127.0.0.1:${DEFAULT_LOCAL_DYNAMODB_PORT}` };
  }
  const tableName = flags.table ?? env.TABLE_NAME;
  if (!tableName) throw new Error(`No table given: pass --table NAME or set TABLE_NAME${flags.local === false ? ', or use --local' : ''}`);
  return { tableName, region, endpoint: flags.endpoint ?? (env.DYNAMODB_ENDPOINT || undefined) };
}
