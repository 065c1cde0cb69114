import type { ApiKeyRecord } from './api-key-store';
import { bearsApiKeyPrefix, hashApiKey, isWellFormedApiKey, type Plan } from './api-keys';

/**
 * Who is calling: an API key holder (X-API-Key or Authorization: Bearer) or an anonymous client,
 * known by its address. A key that is present but unusable is never treated as anonymous: the
 * request is identified by address (so that it is still rate limited) and carries a rejection.
 */
export interface Rejection {
  status: 400 | 401;
  message: string;
}

export interface Identification {
  /** Rate-limit partition: key:<keyId> or ip:<address>. */
  clientId: string;
  plan: Plan;
  /** The presented key, when valid: API Gateway's usage identifier for usage plans. Never logged. */
  apiKey?: string;
  rejection?: Rejection;
}

export type HeaderBag = Record<string, string | undefined> | null | undefined;

/** Every value of every header as sent (API Gateway's multiValueHeaders): a header sent twice has two. */
export type MultiHeaderBag = Record<string, readonly string[] | undefined> | null | undefined;

/**
 * A header's value, whatever case it was sent in; `conflict` when it came twice (in one case or in two) with
 * different values.
 */
function header(headers: HeaderBag, name: string, multiValueHeaders: MultiHeaderBag): { value?: string; conflict?: true } {
  const values = new Set<string>();
  for (const [key, value] of Object.entries(headers ?? {})) if (key.toLowerCase() === name && value !== undefined) values.add(value);
  for (const [key, list] of Object.entries(multiValueHeaders ?? {}))
    if (key.toLowerCase() === name) for (const value of list ?? []) values.add(value);
  if (values.size > 1) return { conflict: true };
  return { value: [...values][0] };
}

/** How a route reads the headers that carry a key. */
export interface KeyPolicy {
  /**
   * An `Authorization: Bearer` value that does not start with this API's prefix (`ika_`) is a placeholder, read as no
   * key: OpenAI's SDKs refuse to start without an `apiKey`, and their users pass "anonymous", "ollama" or "EMPTY".
   * Only the OpenAI-compatible routes (routes.ts, `openAiCompatible`). A value with the prefix is still judged in
   * full (malformed, unknown, revoked: 401), so a real key mistyped or revoked is never served as anonymous.
   */
  bearerPlaceholders?: boolean;
}

/** The key a request presents, or why the headers carrying it are unusable. */
export function presentedKey(
  headers: HeaderBag,
  multiValueHeaders?: MultiHeaderBag,
  policy: KeyPolicy = {},
): { key?: string; rejection?: Rejection } {
  const { value: apiKeyHeader, conflict: keyConflict } = header(headers, 'x-api-key', multiValueHeaders);
  const { value: authorization, conflict: authorizationConflict } = header(headers, 'authorization', multiValueHeaders);
  if (keyConflict || authorizationConflict) {
    const name = keyConflict ? 'X-API-Key' : 'Authorization';
    return { rejection: { status: 400, message: `Two ${name} headers carry different values; send the key once` } };
  }
  let fromApiKey: string | undefined;
  let fromBearer: string | undefined;
  if (apiKeyHeader !== undefined) {
    fromApiKey = apiKeyHeader.trim();
    if (!fromApiKey) return { rejection: { status: 401, message: 'The X-API-Key header is empty' } };
  }
  if (authorization !== undefined) {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization.trim());
    if (!match) return { rejection: { status: 401, message: "The Authorization header must be 'Bearer <API key>'" } };
    fromBearer = policy.bearerPlaceholders && !bearsApiKeyPrefix(match[1]) ? undefined : match[1];
  }
  if (fromApiKey !== undefined && fromBearer !== undefined && fromApiKey !== fromBearer) {
    return { rejection: { status: 400, message: 'X-API-Key and Authorization: Bearer carry different keys; send the key once' } };
  }
  return { key: fromApiKey ?? fromBearer };
}

export async function identifyCaller(
  headers: HeaderBag,
  sourceIp: string,
  findKey: (keyHash: string) => Promise<ApiKeyRecord | undefined>,
  multiValueHeaders?: MultiHeaderBag,
  policy: KeyPolicy = {},
): Promise<Identification> {
  const anonymous: Identification = { clientId: `ip:${sourceIp}`, plan: 'anonymous' };
  const { key, rejection } = presentedKey(headers, multiValueHeaders, policy);
  if (rejection) return { ...anonymous, rejection };
  if (key === undefined) return anonymous;
  if (!isWellFormedApiKey(key)) return { ...anonymous, rejection: { status: 401, message: 'The API key is malformed' } };
  const record = await findKey(hashApiKey(key));
  if (!record) return { ...anonymous, rejection: { status: 401, message: 'The API key is not recognised' } };
  if (record.revokedAt) return { ...anonymous, rejection: { status: 401, message: 'The API key has been revoked' } };
  return { clientId: `key:${record.keyId}`, plan: record.plan, apiKey: key };
}

/** The identification as API Gateway hands it to the function in requestContext.authorizer (strings only). */
export type AuthorizerContext = { clientId: string; plan: string; rejectStatus?: string; rejectMessage?: string };

export function authorizerContextOf(identification: Identification): AuthorizerContext {
  const context: AuthorizerContext = { clientId: identification.clientId, plan: identification.plan };
  if (identification.rejection) {
    context.rejectStatus = String(identification.rejection.status);
    context.rejectMessage = identification.rejection.message;
  }
  return context;
}

export function identificationFromContext(context: Record<string, unknown> | null | undefined): Identification | undefined {
  if (!context || typeof context.clientId !== 'string' || typeof context.plan !== 'string') return undefined;
  const plan = context.plan as Plan;
  if (!['anonymous', 'standard', 'pro'].includes(plan)) return undefined;
  const identification: Identification = { clientId: context.clientId, plan };
  const status = Number(context.rejectStatus);
  if (status === 400 || status === 401) identification.rejection = { status, message: String(context.rejectMessage ?? 'Unauthorized') };
  return identification;
}
