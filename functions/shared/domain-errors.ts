/**
 * What domain code throws when it cannot answer: the services, query parsers, repositories, search, citations,
 * places and compat translators say what went wrong in their own terms, never in HTTP's. The edges map them: to an
 * HTTP answer in errors.ts (httpErrorOf, which the error middleware uses) and to MCP errors in functions/mcp/mcp-errors.ts.
 * Their messages reach the caller as written, so they say what to change.
 */
export abstract class DomainError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
  }
}

/** The caller asked for something that cannot be asked (parameters that do not go together, a malformed search). */
export class InvalidInputError extends DomainError {
  /** The request field at fault where one is, for error shapes that name it apart (OpenAI's `param`). */
  readonly param?: string;

  constructor(message: string, options: { param?: string; cause?: unknown } = {}) {
    super(message, options);
    if (options.param !== undefined) this.param = options.param;
  }
}

/** What the caller named does not exist (a surah past 114, a hadith number no one cites, a place not in the gazetteer). */
export class NotFoundError extends DomainError {
  /** What comes close, where the answer lists it (a place's namesakes); absent where it never does. */
  readonly suggestions?: readonly unknown[];

  constructor(message: string, options: { suggestions?: readonly unknown[]; cause?: unknown } = {}) {
    super(message, options);
    if (options.suggestions !== undefined) this.suggestions = options.suggestions;
  }
}

/** A corpus the request needs is not in the table, or not yet: the caller may try again after `retryAfterSeconds`. */
export class CorpusNotImportedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}
