import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_LOCAL_DYNAMODB_PORT, LOCAL_REGION, LOCAL_TABLE_NAME, localDynamoPort } from '../local/local-stack';

/**
 * Which table a command-line tool works on, parsed the same way by `npm run keys` and
 * `npm run corpus:import`: flags first, then TABLE_NAME or the stack's outputs file, DYNAMODB_ENDPOINT,
 * or the local service's table with --local. Region and credentials come from the AWS SDK's standard
 * chain (AWS_REGION, AWS_PROFILE and ~/.aws/config, SSO, instance and container roles) unless a flag names them.
 */
export const TABLE_TARGET_OPTIONS = {
  table: { type: 'string' },
  region: { type: 'string' },
  profile: { type: 'string' },
  endpoint: { type: 'string' },
  'outputs-file': { type: 'string' },
  local: { type: 'boolean', default: false },
} as const;

export const TABLE_TARGET_USAGE = `  --local                  the table of \`npm start\` (dynalite on $LOCAL_DYNAMODB_PORT, default 8642)
  --table NAME             table (default: $TABLE_NAME, else the TableName output in --outputs-file)
  --outputs-file FILE      \`cdk deploy --outputs-file\` output (default: ./cdk-outputs.json when present)
  --region REGION          (default: the AWS SDK's chain: $AWS_REGION, then the profile's region)
  --profile NAME           a profile of ~/.aws/config and ~/.aws/credentials (default: $AWS_PROFILE, else default)
  --endpoint URL           DynamoDB-compatible endpoint (default: $DYNAMODB_ENDPOINT, else AWS)`;

export interface TableTarget {
  tableName: string;
  /** Undefined: the SDK resolves it (environment, then the profile's config). */
  region?: string;
  /** Undefined: DynamoDB in AWS. */
  endpoint?: string;
  local: boolean;
}

export interface TableTargetFlags {
  table?: string;
  region?: string;
  profile?: string;
  endpoint?: string;
  'outputs-file'?: string;
  /** The table of `npm start` (its dynalite on LOCAL_DYNAMODB_PORT). */
  local?: boolean;
}

export const DEFAULT_OUTPUTS_FILE = 'cdk-outputs.json';

/** The outputs `cdk deploy --outputs-file` wrote, of the stack that has them (one stack per file in practice). */
export function stackOutputs(file: string): Record<string, string> {
  let parsed: Record<string, Record<string, string>>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  } catch (error) {
    throw new Error(`Cannot read the stack outputs in ${file}: ${(error as Error).message}`);
  }
  return Object.values(parsed).find((outputs) => outputs && (outputs.TableName || outputs.UsagePlanStandardId)) ?? {};
}

export function outputsFileOf(flags: TableTargetFlags): string | undefined {
  return flags['outputs-file'] ?? (existsSync(DEFAULT_OUTPUTS_FILE) ? DEFAULT_OUTPUTS_FILE : undefined);
}

export function tableTargetOf(flags: TableTargetFlags, env: Record<string, string | undefined> = process.env): TableTarget {
  // The SDK's own chain reads AWS_PROFILE when a client is made: a flag simply sets it first.
  if (flags.profile) env.AWS_PROFILE = flags.profile;
  if (flags.local) {
    // dynalite accepts any credentials; the SDK still wants some.
    env.AWS_ACCESS_KEY_ID ||= 'local';
    env.AWS_SECRET_ACCESS_KEY ||= 'local';
    return {
      tableName: LOCAL_TABLE_NAME,
      region: flags.region ?? LOCAL_REGION,
      endpoint: `http://127.0.0.1:${localDynamoPort(env)}`,
      local: true,
    };
  }
  const outputsFile = outputsFileOf(flags);
  const tableName = flags.table ?? (env.TABLE_NAME || undefined) ?? (outputsFile ? stackOutputs(outputsFile).TableName : undefined);
  if (!tableName) {
    throw new Error(
      'No table given: pass --table NAME (the stack output TableName), set TABLE_NAME, deploy with --outputs-file cdk-outputs.json, or use --local for npm start',
    );
  }
  return {
    tableName,
    region: flags.region ?? (env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined),
    endpoint: flags.endpoint ?? (env.DYNAMODB_ENDPOINT || undefined),
    local: false,
  };
}

/** Whether an error (or one it wraps: the SDK and fetch nest them) is a refused connection. */
function refusedConnection(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (code === 'ECONNREFUSED' || (typeof message === 'string' && /ECONNREFUSED/.test(message))) return true;
  return refusedConnection(cause, depth + 1) || (Array.isArray(errors) && errors.some((inner) => refusedConnection(inner, depth + 1)));
}

/**
 * A refused connection to the local table in the words of this tool: nothing listens on that port, so `npm start`
 * is not running there (or runs with another LOCAL_DYNAMODB_PORT).
 */
export function explainUnreachableLocal(error: unknown, target: Pick<TableTarget, 'local' | 'endpoint'>): unknown {
  if (!target.local || !refusedConnection(error)) return error;
  const port = target.endpoint ? new URL(target.endpoint).port : String(DEFAULT_LOCAL_DYNAMODB_PORT);
  return new Error(
    `Nothing answers at ${target.endpoint} (ECONNREFUSED): --local reaches the table of a running \`npm start\`, whose ` +
      `dynalite listens on LOCAL_DYNAMODB_PORT (here ${port}). Start \`npm start\` in another terminal first, and if it runs ` +
      'with another LOCAL_DYNAMODB_PORT, give this command the same one',
  );
}

/** The SDK's "Region is missing" in the words of this tool. */
export function explainMissingRegion(error: unknown): unknown {
  if (error instanceof Error && /region is missing/i.test(error.message)) {
    return new Error('No AWS region: pass --region, set AWS_REGION, or give your profile a region (aws configure)');
  }
  return error;
}
