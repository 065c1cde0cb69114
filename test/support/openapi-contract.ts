import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../functions/docs/openapi';

/**
 * Checks real answers against the OpenAPI document the service serves: every answer the integration
 * suites receive through `startTestService` on a documented path passes through here, so the document
 * and the behaviour cannot drift apart without a suite failing.
 */
type Json = Record<string, any>;

const document = openApiDocument('/') as Json;
const ajv = new Ajv2020({ strict: false, allErrors: false });
for (const [id, schema] of Object.entries(document.components.schemas as Record<string, Json>)) {
  ajv.addSchema(schema, `#/components/schemas/${id}`);
}
const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Json): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

/** How many answers were checked, by "METHOD path status": a suite can show its answers were covered. */
export const contractChecks = new Map<string, number>();

/**
 * Undefined when the answer is what the document says for this method, path and status; otherwise why not.
 * Paths the document does not describe (unknown routes, the edge function's 404s) are not checked.
 */
export function contractViolation(method: string, url: string, status: number, headers: Headers, body: string): string | undefined {
  const concrete = new URL(url, 'http://localhost').pathname;
  // A templated path (/aladhan/timings/{date}) stands for the concrete ones its segments match.
  const path =
    concrete in document.paths
      ? concrete
      : (Object.keys(document.paths).find((template) =>
          new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`).test(concrete),
        ) ?? concrete);
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) return undefined;
  const listed = operation.responses[String(status)];
  // A shared answer (components.responses) by reference.
  const answer = listed?.$ref ? document.components.responses[String(listed.$ref).split('/').pop()!] : listed;
  const where = `${method} ${path} ${status}`;
  contractChecks.set(where, (contractChecks.get(where) ?? 0) + 1);
  if (!answer) return `${where}: the document lists no ${status} answer (it lists ${Object.keys(operation.responses).join(', ')})`;
  for (const name of Object.keys(answer.headers ?? {})) {
    if (name === 'Retry-After' && status === 503) continue; // a lost table's 503 may come before the window is known
    if (!headers.has(name)) return `${where}: header ${name} is missing`;
  }
  const mediaType = (headers.get('content-type') ?? '').split(';')[0].trim();
  // An answer that is not JSON (the docs page and its files): its media type must be one the document lists.
  if (answer.content && !answer.content['application/json'] && method !== 'HEAD' && status !== 304) {
    return answer.content[mediaType]
      ? undefined
      : `${where}: ${mediaType || 'no content type'} is not one of ${Object.keys(answer.content).join(', ')}`;
  }
  // A streamed answer (server-sent events) where the document lists one: its events are not JSON as a whole.
  if (mediaType === 'text/event-stream' && answer.content?.[mediaType]) return undefined;
  const schema = answer.content?.['application/json']?.schema;
  if (!schema || method === 'HEAD' || status === 304) {
    return body === '' ? undefined : `${where}: the document describes no body, but one came`;
  }
  if (!/^application\/json/.test(headers.get('content-type') ?? '')) return `${where}: not JSON (${headers.get('content-type')})`;
  const validate = validatorFor(`${method} ${path} ${status}`, { $schema: 'https://json-schema.org/draft/2020-12/schema', ...schema });
  if (validate(JSON.parse(body))) return undefined;
  const [error] = validate.errors ?? [];
  return `${where}: ${error?.instancePath || '(body)'} ${error?.message} ${JSON.stringify(error?.params)}`;
}
