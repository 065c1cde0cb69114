import { addJsonText, answerTooLarge, deployedBytes, type JsonText, jsonTextOf, MAX_ANSWER_BYTES } from '../shared/answer-size';
import { InvalidInputError } from '../shared/domain-errors';
import { AYAH_COUNTS } from '../shared/quran-structure';
import type { QuranRequest } from './quran-query';

/**
 * GET /api/v1/quran's answers of verses kept within what the deployed service can send (answer-size.ts; issue 48,
 * finding 4: Al-Baqarah with three Arabic commentaries was 6.3-8.9 MB): measured before the answer is written, and
 * refused with a 400 that says how many verses fit and how to ask for them.
 */

/** Verses a request asks for, before reading any (a search or a list: none here; a division: its page). */
export function versesAsked(request: QuranRequest): number {
  switch (request.kind) {
    case 'surah':
      return AYAH_COUNTS[request.surah - 1] ?? 0;
    case 'ayah':
      return 1;
    case 'slice':
      return (request.to ?? AYAH_COUNTS[request.surah - 1] ?? request.from) - request.from + 1;
    case 'verses':
      return request.ranges.reduce((sum, range) => sum + range.to - range.from + 1, 0);
    case 'division':
      return request.limit;
    default:
      return 0;
  }
}

/** How to ask for the same verses in parts of about `fit` verses. */
function howToPage(request: QuranRequest, fit: number): string {
  const less = 'or fewer commentaries (tafsir) or translations';
  switch (request.kind) {
    case 'surah':
    case 'slice': {
      const from = request.kind === 'slice' ? request.from : 1;
      return (
        `ask for about ${fit} verses at a time with these commentaries and translations, ` +
        `e.g. surah=${request.surah}&from=${from}&to=${from + fit - 1}, then from=${from + fit}; ${less}`
      );
    }
    case 'verses': {
      const [first] = request.ranges;
      const to = Math.min(first.to, first.from + fit - 1);
      return `ask for about ${fit} verses at a time in verse_key (e.g. verse_key=${first.surah}:${first.from}-${to}), ${less}`;
    }
    case 'division':
      return `ask for a smaller page: limit=${fit}, then offset=${request.offset + fit}; ${less}`;
    default:
      return `ask for fewer verses at once, ${less}`;
  }
}

/** The 400 for an answer of `bytes` asked of `verses` verses: how many would fit, and how to ask for them. */
function tooLargeFor(bytes: number, request: QuranRequest, verses: number): InvalidInputError {
  if (verses <= 1)
    return new InvalidInputError('This verse with these commentaries and translations is too large for one answer: ask for fewer');
  const fit = Math.max(1, Math.floor(((verses * MAX_ANSWER_BYTES) / bytes) * 0.9));
  return answerTooLarge(bytes, howToPage(request, fit));
}

/**
 * Refuses an answer of verses before its commentaries are built (issue 48, finding 5: Al-Baqarah with three was built,
 * megabytes, then refused): `answer` holds the verses, `least` what its commentaries take at least (leastJson).
 */
export function refuseBeforeCommentaries(
  answer: object,
  least: { empty: unknown[]; commentaries: JsonText },
  request: QuranRequest,
  verses: number,
): void {
  const bytes = deployedBytes(addJsonText(jsonTextOf({ ...answer, tafsir: least.empty }), least.commentaries));
  if (bytes > MAX_ANSWER_BYTES) throw tooLargeFor(bytes, request, verses);
}

/** The answer's body, or the 400 when it would not fit: measured without writing it, then written once. */
export function boundedVersesBody(answer: unknown, request: QuranRequest, verses: number): string {
  const bytes = deployedBytes(jsonTextOf(answer));
  if (bytes <= MAX_ANSWER_BYTES) return JSON.stringify(answer);
  throw tooLargeFor(bytes, request, verses);
}
