import type * as z from 'zod';
import { CACHE_BUSTER } from '../shared/middleware';
import { inputSchema, type JsonSchema } from '../shared/openapi-parts';

/**
 * An operation's query parameters in the OpenAPI document, from the zod schema that validates the query: each with
 * its description, its schema as a query string carries it, and its example.
 */

/** `^\d+$`, `^\d{1,5}$`, `^[+-]?\d+$`: a whole number written in digits (signed or not). */
const DIGITS_PATTERN = /^\^(\[\+-\]\?)?\\d(\+|\{1,\d+\})\$$/;

function integerIfDigits(schema: JsonSchema): JsonSchema {
  const pattern = typeof schema.pattern === 'string' ? DIGITS_PATTERN.exec(schema.pattern) : null;
  if (!pattern) return schema;
  const { pattern: _digits, ...rest } = schema;
  return { ...(pattern[1] ? {} : { minimum: 0 }), ...rest, type: 'integer' };
}

function commaSeparatedForm(name: string, schema: JsonSchema): JsonSchema {
  const fields = Object.keys((schema.properties as Record<string, unknown>) ?? {});
  return {
    type: 'string',
    pattern: `^\\s*-?\\d+(\\s*,\\s*-?\\d+){${fields.length - 1}}\\s*$`,
    description: `${fields.length} comma-separated whole numbers, in this order: ${fields.join(', ')} (the ${name} object as a query carries it)`,
  };
}

/** An example as the parameter's type has it: `2` for an integer, `21.4225` for a number (a query carries both as text). */
function exampleOf(text: string, schema: JsonSchema): unknown {
  // A number or a name (a surah): digits are the number a typed client sends.
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const numeric = types.includes('integer') || types.includes('number');
  return numeric && (types.length === 1 || /^\d+$/.test(text)) ? Number(text) : text;
}

export function queryParameters(
  query: z.ZodObject | undefined,
  examples: Record<string, string> = {},
  queryAliases: (schema: JsonSchema) => JsonSchema = (schema) => schema,
) {
  const input = query ? inputSchema(query) : { properties: {} };
  const shape = (queryAliases(input).properties ?? {}) as Record<string, JsonSchema>;
  const parameters = Object.entries(shape).map(([name, parameterSchema]) => {
    // A query string carries text: an object (prayer `tune`) travels as AlAdhan's comma-separated form, and a
    // whole number written in digits is an integer to a typed client (`limit: 5`, not `limit: '5'`).
    const tune = parameterSchema.anyOf ? (parameterSchema.anyOf as JsonSchema[]).find((each) => each.type === 'object') : undefined;
    const schema =
      parameterSchema.type === 'object'
        ? commaSeparatedForm(name, parameterSchema)
        : tune
          ? { ...commaSeparatedForm(name, tune), ...(parameterSchema.description ? { description: parameterSchema.description } : {}) }
          : integerIfDigits(parameterSchema);
    const { description, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: false,
      ...(description ? { description } : {}),
      schema: rest,
      ...(examples[name] ? { example: exampleOf(examples[name], rest) } : {}),
    };
  });
  parameters.push({
    name: CACHE_BUSTER,
    in: 'query',
    required: false,
    description: 'Accepted and ignored: the cache-buster some HTTP clients add',
    schema: { type: 'string' },
  });
  return parameters;
}
