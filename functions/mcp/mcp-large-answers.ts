import { randomUUID } from 'node:crypto';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * A tool's answer of megabytes written beside the SDK's JSON-RPC answer rather than through it (issue 48, finding 5).
 * With JSON answers the SDK's transport writes every answer of a request with one JSON.stringify, encodes it into a
 * Response, and the handler decodes it again: three synchronous stretches of 100-250 ms each for a page of
 * commentaries, while no other client's request is read. A large answer's JSON is instead written by the tool runner
 * in slices (json-in-slices.ts), the SDK writes the envelope around a marker in its place, and the marker is replaced
 * by the pieces: the same bytes as the SDK would send.
 *
 * An answer carries its JSON twice: as the text a model reads (`content[0].text`, a JSON string) and as
 * `structuredContent` (the value itself, whose JSON is that text).
 */
export class LargeAnswers {
  private readonly marker = `@@mcp-large-answer:${randomUUID()}`;
  private readonly answers: Array<{ text: string; asString: string }> = [];
  private readonly pattern = new RegExp(`"${this.marker}:(\\d+):(text|structured)@@"`, 'g');

  /** Keeps an answer's JSON (`text`) and the same as a JSON string (`asString`), both written already. */
  keep(text: string, asString: string): void {
    this.answers.push({ text, asString });
  }

  /**
   * The message the SDK is to write: a tool's result whose text was kept has its text and structuredContent replaced
   * by markers (its other members, and every other message, as they are).
   */
  marked(message: JSONRPCMessage): JSONRPCMessage {
    if (this.answers.length === 0 || !('result' in message)) return message;
    const result = message.result as { content?: unknown; structuredContent?: unknown };
    if (!Array.isArray(result.content) || result.structuredContent === undefined) return message;
    const [first] = result.content as Array<{ type?: unknown; text?: unknown }>;
    if (result.content.length !== 1 || first?.type !== 'text') return message;
    const at = this.answers.findIndex((answer) => answer.text === first.text);
    if (at < 0) return message;
    return {
      ...message,
      result: {
        ...result,
        content: [{ ...first, text: `${this.marker}:${at}:text@@` }],
        structuredContent: `${this.marker}:${at}:structured@@`,
      },
    } as JSONRPCMessage;
  }

  /** The SDK's JSON with each marker replaced by what it stands for. */
  written(json: string): string {
    if (this.answers.length === 0) return json;
    return json.replace(this.pattern, (_, at: string, kind: string) => {
      const answer = this.answers[Number(at)];
      return kind === 'text' ? answer.asString : answer.text;
    });
  }
}
