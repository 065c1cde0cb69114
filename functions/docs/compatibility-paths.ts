import { aladhanLayer, alquranLayer } from '../compat/compat-openapi';
import { API_BASE_PATH } from '../routes';
import { errorResponse, headerRefs, outputSchema, RATE_LIMIT_HEADERS } from '../shared/openapi-parts';
import { queryParameters } from './query-parameters';

/** A compatibility path's name in operation ids: its literal segments ("surah/{surah}/editions/{editions}": SurahEditions), a list where it takes no parameter ("surah": SurahList). */
function operationNameOf(path: string): string {
  const literal = path.split('/').filter((segment) => !segment.startsWith('{'));
  const name = literal.map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1)).join('');
  return path.includes('{') || path === 'edition' || path === 'methods' ? name : `${name}List`;
}

/** AlAdhan's and alquran.cloud's paths, served by the `aladhan` and `alquran` routes (functions/compat/): GET and HEAD. */
export function compatibilityPaths() {
  const compatibility: Record<string, Record<string, unknown>> = {};
  for (const layer of [aladhanLayer, alquranLayer]) {
    for (const { path, summary, pathParameters: names, answer, examples, queryExamples } of layer.paths) {
      const pathParameters = names.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
        example: examples[name],
      }));
      const query =
        layer.query && queryExamples
          ? queryParameters(layer.query.schema, queryExamples).filter((parameter) => !layer.query?.leftOut.includes(parameter.name))
          : [];
      const operation = (method: 'get' | 'head') => ({
        operationId: `${method}${layer.operationName}${operationNameOf(path)}`,
        tags: [layer.prefix],
        summary,
        description: layer.description,
        parameters: [...pathParameters, ...query],
        responses: {
          200:
            method === 'head'
              ? {
                  description: 'The headers of the GET answer, without its body',
                  headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag', 'Cache-Control']),
                }
              : {
                  description: 'The answer, in AlAdhan\u2019s envelope',
                  headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag', 'Cache-Control']),
                  content: { 'application/json': { schema: outputSchema(answer) } },
                },
          304: {
            description: 'Not modified: the If-None-Match tag is still current',
            headers: headerRefs([...RATE_LIMIT_HEADERS, 'ETag']),
          },
          ...Object.fromEntries([400, 401, 404, 429, 500, 503].map((status) => [status, errorResponse(status)])),
        },
      });
      compatibility[`${API_BASE_PATH}/${layer.prefix}/${path}`] = { get: operation('get'), head: operation('head') };
    }
  }
  return compatibility;
}
