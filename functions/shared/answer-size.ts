import { InvalidInputError } from './domain-errors';

/**
 * What an answer may take in the deployed shape (issue 48, finding 4). Lambda's synchronous response is at most 6 MB
 * (6,291,456 bytes), counted on the proxy result as JSON: `{"statusCode":...,"headers":{...},"body":"..."}`, the body
 * escaped once more inside it. Compression would shrink many answers, but an answer must fit whatever the client's
 * Accept-Encoding, so the uncompressed body counts: the budget is the limit less room for the status, the headers and
 * the envelope.
 */
export const LAMBDA_RESPONSE_LIMIT_BYTES = 6 * 1024 * 1024;
export const MAX_ANSWER_BYTES = 5_500_000;
/**
 * What no answer may pass, whatever its route estimated (the chain's backstop, representation.ts): the limit less
 * room for the status line, the headers and the envelope.
 */
export const ANSWER_BACKSTOP_BYTES = LAMBDA_RESPONSE_LIMIT_BYTES - 64 * 1024;

/** A JSON text's size and the characters that JSON escapes again when the text is itself a JSON string. */
export interface JsonText {
  bytes: number;
  quotes: number;
  backslashes: number;
}

const occurrences = (text: string, character: string) => {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count += 1;
  return count;
};

const SHORT_ESCAPES = new Set([8, 9, 10, 12, 13]); // \b \t \n \f \r

/** Control characters other than the newline, which commentaries hold only rarely. */
const RARE_CONTROLS_CLASS = `[${String.fromCharCode(0)}-${String.fromCharCode(9)}${String.fromCharCode(11)}-${String.fromCharCode(31)}]`;
const RARE_CONTROLS = new RegExp(RARE_CONTROLS_CLASS);
const EACH_RARE_CONTROL = new RegExp(RARE_CONTROLS_CLASS, 'g');

/**
 * Adds a string as JSON writes it: its UTF-8 bytes, its quotes and the escapes of its quotes, backslashes and controls.
 * Counted by native scans (indexOf, a regular expression), several times faster than a loop over the characters: the
 * texts measured are megabytes of commentary (issue 48, finding 5: that loop was seconds of the starvation profile).
 */
function addString(text: string, into: JsonText): void {
  const quotes = occurrences(text, '"');
  const backslashes = occurrences(text, '\\');
  const newlines = occurrences(text, '\n');
  into.bytes += Buffer.byteLength(text) + 2 + quotes + backslashes + newlines;
  into.quotes += 2 + quotes;
  into.backslashes += quotes + 2 * backslashes + newlines;
  if (!RARE_CONTROLS.test(text)) return;
  for (const [character] of text.matchAll(EACH_RARE_CONTROL)) {
    into.bytes += SHORT_ESCAPES.has(character.charCodeAt(0)) ? 1 : 5;
    into.backslashes += 1;
  }
}

function addValue(value: unknown, into: JsonText): boolean {
  switch (typeof value) {
    case 'string':
      addString(value, into);
      return true;
    case 'number':
      into.bytes += Number.isFinite(value) ? String(value).length : 4;
      return true;
    case 'boolean':
      into.bytes += value ? 4 : 5;
      return true;
    case 'object': {
      if (value === null) {
        into.bytes += 4;
        return true;
      }
      if (Array.isArray(value)) {
        into.bytes += 2 + Math.max(0, value.length - 1);
        for (const item of value) if (!addValue(item, into)) into.bytes += 4; // undefined in an array is null
        return true;
      }
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
        addString(JSON.parse(JSON.stringify(value)) as string, into);
        return true;
      }
      into.bytes += 2;
      let members = 0;
      for (const key of Object.keys(value)) {
        const member = (value as Record<string, unknown>)[key];
        if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
        addString(key, into);
        into.bytes += 1; // the colon
        addValue(member, into);
        members += 1;
      }
      into.bytes += Math.max(0, members - 1);
      return true;
    }
    default:
      return false; // undefined, functions, symbols: left out
  }
}

/** The size of JSON.stringify(value) and what it holds to escape, counted without writing it. */
export function jsonTextOf(value: unknown): JsonText {
  const text: JsonText = { bytes: 0, quotes: 0, backslashes: 0 };
  addValue(value, text);
  return text;
}

/** The same measures of a JSON text already written (which holds no raw control characters: JSON escapes them). */
export function measuredText(text: string): JsonText {
  return { bytes: Buffer.byteLength(text), quotes: occurrences(text, '"'), backslashes: occurrences(text, '\\') };
}

/** A JSON text written as a JSON string (a body in the proxy result, a tool's text in a JSON-RPC answer). */
export function asJsonString(text: JsonText): JsonText {
  return {
    bytes: text.bytes + 2 + text.quotes + text.backslashes,
    quotes: text.quotes + 2,
    backslashes: text.quotes + 2 * text.backslashes,
  };
}

/** `text`'s measures added to `into`'s (a text written after another, with nothing between them): `into`. */
export function addJsonText(into: JsonText, text: JsonText): JsonText {
  into.bytes += text.bytes;
  into.quotes += text.quotes;
  into.backslashes += text.backslashes;
  return into;
}

/** What an answer whose body is `text` takes in Lambda's response: the body as a JSON string. */
export const deployedBytes = (text: JsonText) => asJsonString(text).bytes;

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * The 400 for an answer too large for the deployed shape, saying by how much and how to ask for less (`howToPage`,
 * the route's own words).
 */
export function answerTooLarge(bytes: number, howToPage: string): InvalidInputError {
  return new InvalidInputError(
    `This answer would take ${megabytes(bytes)}, more than the ${megabytes(MAX_ANSWER_BYTES)} one answer may carry ` +
      `(the deployed service's limit, whatever the Accept-Encoding): ${howToPage}`,
  );
}
