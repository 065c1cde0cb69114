import { timeSlices } from './time-slices';

/**
 * JSON of megabytes written in slices (issue 48, finding 5): JSON.stringify of a commentary answer of megabytes, and
 * of that JSON as a string inside another JSON text, are each one synchronous stretch of tens to hundreds of
 * milliseconds, while no other client's request is read. These write the same text, character for character, in
 * pieces, giving the event loop back between two (time-slices.ts); in Lambda a pause costs microseconds.
 */

/** Characters of a string escaped at once. */
export const ESCAPED_SLICE_UNITS = 128 * 1024;

/** How deep into arrays and plain objects the writing goes before one member is written whole (an item of a list). */
const SLICED_DEPTH = 3;

type Pause = () => Promise<void> | undefined;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

async function written(value: unknown, depth: number, pause: Pause): Promise<string | undefined> {
  // What JSON.stringify writes whole: a primitive, something with its own toJSON, anything but an array or a plain
  // object (a boxed string, a Date), and whatever lies deeper than the pieces need to go.
  if (
    depth >= SLICED_DEPTH ||
    typeof value !== 'object' ||
    value === null ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function' ||
    !(Array.isArray(value) || isPlainObject(value))
  ) {
    return JSON.stringify(value);
  }
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (const item of value) {
      // As JSON.stringify: undefined, a function or a symbol in an array is null.
      parts.push((await written(item, depth + 1, pause)) ?? 'null');
      await pause();
    }
    return `[${parts.join(',')}]`;
  }
  for (const key of Object.keys(value)) {
    const member = await written((value as Record<string, unknown>)[key], depth + 1, pause);
    // As JSON.stringify: a member whose value is undefined, a function or a symbol is left out.
    if (member !== undefined) parts.push(`${JSON.stringify(key)}:${member}`);
    await pause();
  }
  return `{${parts.join(',')}}`;
}

/** JSON.stringify(value) (no replacer, no indentation) for plain data, written in slices. */
export async function jsonInSlices(value: unknown): Promise<string> {
  const slices = timeSlices();
  const text = await written(value, 0, slices.pause);
  if (text === undefined) throw new TypeError('Only a value JSON can write is written in slices');
  return text;
}

/**
 * JSON.stringify(text): the text as a JSON string, escaped in slices. A slice never ends between the two halves of a
 * surrogate pair (JSON.stringify would escape each half alone), so the pieces join into exactly the whole's escape.
 */
export async function jsonStringInSlices(text: string): Promise<string> {
  if (text.length <= ESCAPED_SLICE_UNITS) return JSON.stringify(text);
  const slices = timeSlices();
  const parts: string[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(text.length, at + ESCAPED_SLICE_UNITS);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    parts.push(JSON.stringify(text.slice(at, end)).slice(1, -1));
    at = end;
    await slices.pause();
  }
  return `"${parts.join('')}"`;
}
