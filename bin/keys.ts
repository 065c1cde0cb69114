/**
 * npm run keys -- create --plan standard|pro --owner LABEL [target]
 * npm run keys -- list [target]
 * npm run keys -- revoke KEY_ID [target]
 */
import { parseArgs } from 'node:util';
import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { ApiKeyStore } from '../functions/shared/api-keys/api-key-store';
import { API_KEY_PLANS, type ApiKeyPlan } from '../functions/shared/api-keys/api-keys';
import { BATCH_TIMEOUTS, createDocumentClient } from '../functions/shared/dynamo';
import { createApiKey, type GatewayRegistration, type KeyAdmin, listApiKeys, revokeApiKey } from '../lib/api-key-admin';
import {
  explainMissingRegion,
  explainUnreachableLocal,
  outputsFileOf,
  stackOutputs,
  TABLE_TARGET_OPTIONS,
  TABLE_TARGET_USAGE,
  type TableTarget,
  tableTargetOf,
} from '../lib/cli/table-target';

/**
 * A label as a terminal can show it safely: control characters (an escape sequence, a newline that forges a line of
 * the listing) are shown as \u escapes. Labels are stored as given.
 */
const printable = (label: string) =>
  [...label]
    .map((character) => {
      const code = character.charCodeAt(0);
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
      return control ? `\\u${code.toString(16).padStart(4, '0')}` : character;
    })
    .join('');

const USAGE = `Usage:
  npm run keys -- create --plan standard|pro --owner LABEL [target]   issue a key (printed once)
  npm run keys -- list [target]                                       list keys (never the keys themselves)
  npm run keys -- revoke KEY_ID [target]                              revoke a key

Target (the local service's table, a deployment's, or any DynamoDB endpoint):
${TABLE_TARGET_USAGE}
Usage plans (required against AWS, so that API Gateway knows the key): UsagePlanStandardId and
UsagePlanProId from --outputs-file, or
  --usage-plan-standard ID, --usage-plan-pro ID
  --apigateway-endpoint URL   API Gateway endpoint override (self-hosted or test)
  --no-gateway             table only (local use)`;

/** The table the command works on, once known: a refused connection to the local one is explained. */
let target: TableTarget | undefined;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      plan: { type: 'string' },
      owner: { type: 'string' },
      ...TABLE_TARGET_OPTIONS,
      'usage-plan-standard': { type: 'string' },
      'usage-plan-pro': { type: 'string' },
      'apigateway-endpoint': { type: 'string' },
      'no-gateway': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, argument] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  target = tableTargetOf(values);
  const { tableName, region, endpoint, local } = target;
  const admin: KeyAdmin = { store: new ApiKeyStore(createDocumentClient({ region, endpoint }, BATCH_TIMEOUTS), tableName) };

  const outputsFile = local ? undefined : outputsFileOf(values);
  const fromOutputs = outputsFile ? stackOutputs(outputsFile) : {};
  const usagePlanIds = {
    standard: values['usage-plan-standard'] ?? fromOutputs.UsagePlanStandardId,
    pro: values['usage-plan-pro'] ?? fromOutputs.UsagePlanProId,
  };
  const againstAws = !endpoint;
  if (!values['no-gateway'] && (againstAws || usagePlanIds.standard || usagePlanIds.pro)) {
    if (!usagePlanIds.standard || !usagePlanIds.pro) {
      throw new Error(
        'Usage plan ids are needed to register keys with API Gateway: pass --outputs-file cdk-outputs.json, or --usage-plan-standard and --usage-plan-pro (or --no-gateway)',
      );
    }
    const gateway: GatewayRegistration = {
      client: new APIGatewayClient({ region, endpoint: values['apigateway-endpoint'] }),
      usagePlanIds: usagePlanIds as Record<ApiKeyPlan, string>,
    };
    admin.gateway = gateway;
  }

  switch (command) {
    case 'create': {
      const plan = (values.plan ?? 'standard') as ApiKeyPlan;
      if (!API_KEY_PLANS.includes(plan)) throw new Error(`--plan must be one of ${API_KEY_PLANS.join(', ')}`);
      if (!values.owner?.trim()) throw new Error('--owner LABEL is required (who the key is for)');
      const { key, record } = await createApiKey(admin, plan, values.owner.trim());
      console.log(
        `Created key ${record.keyId} (${record.plan} plan) for ${printable(record.owner)}${record.gatewayKeyId ? `, registered with API Gateway as ${record.gatewayKeyId}` : ''}.`,
      );
      console.log('The key is shown once and cannot be recovered; store it now:');
      console.log(key);
      return;
    }
    case 'list': {
      const records = await listApiKeys(admin);
      if (records.length === 0) console.log('No API keys.');
      for (const record of records) {
        const status = record.revokedAt ? `revoked ${record.revokedAt}` : 'active';
        console.log(
          `${record.keyId}  ${record.plan.padEnd(8)}  ${status.padEnd(32)}  created ${record.createdAt}  ${printable(record.owner)}`,
        );
      }
      return;
    }
    case 'revoke': {
      if (!argument) throw new Error('revoke needs the key id (see `npm run keys -- list`)');
      const record = await revokeApiKey(admin, argument);
      console.log(`Revoked key ${record.keyId} (${printable(record.owner)}) at ${record.revokedAt}.`);
      return;
    }
    default:
      throw new Error(`Unknown command '${command}'`);
  }
}

main().catch((error: unknown) => {
  const explained = explainMissingRegion(target ? explainUnreachableLocal(error, target) : error);
  console.error(`keys failed: ${explained instanceof Error ? explained.message : String(explained)}`);
  if (/Unknown (option|command)|Unexpected argument/i.test(String(error))) console.error(USAGE);
  process.exitCode = 1;
});
