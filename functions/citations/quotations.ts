/**
 * The quotation next to a reference in a reply: "…" (2:255), (2:255) "…", ﴿…﴾ [الإخلاص: 1], «…».
 * Only a short gap without a sentence end, a digit or another quotation may separate the two, so one
 * reference's quote is never lent to the next. Bounded windows: constant work per reference.
 */
const WINDOW = 500;
const MAX_GAP = 40;
const MIN_QUOTE = 8;
const PAIRS: Record<string, string> = { '"': '"', '“': '”', '«': '»', '﴿': '﴾' };
const OPENING = new Set(Object.keys(PAIRS));
const CLOSING = new Set(Object.values(PAIRS));

/** A gap between a quotation and its reference: words such as "says", brackets, a colon; no sentence end, digit or quote. */
function shortGap(gap: string): boolean {
  return gap.length <= MAX_GAP && !/[0-9\u0660-\u0669"“”«»﴿﴾]|[.!?](?:\s|$)/.test(gap);
}

function quoteBefore(text: string, position: number): string | undefined {
  const from = Math.max(0, position - WINDOW);
  for (let close = position - 1; close >= from && position - close <= MAX_GAP + 1; close -= 1) {
    const mark = text[close];
    if (!CLOSING.has(mark)) continue;
    if (!shortGap(text.slice(close + 1, position))) return undefined;
    for (let open = close - 1; open >= from; open -= 1) {
      if (OPENING.has(text[open]) && PAIRS[text[open]] === mark) {
        const quote = text.slice(open + 1, close).trim();
        // '…existence." The Quran (2:256) says': the sentence ended inside the quote and a new one begins, so the
        // quote belongs to what came before, not to this reference.
        if (/[.!?]$/.test(quote) && /^\s*\p{Lu}/u.test(text.slice(close + 1, position))) return undefined;
        return quote.length >= MIN_QUOTE ? quote : undefined;
      }
      if (CLOSING.has(text[open]) && text[open] !== '"') return undefined;
    }
    return undefined;
  }
  return undefined;
}

function quoteAfter(text: string, end: number): string | undefined {
  const to = Math.min(text.length, end + WINDOW);
  for (let open = end; open < to && open - end <= MAX_GAP; open += 1) {
    const mark = text[open];
    if (!OPENING.has(mark)) continue;
    if (!shortGap(text.slice(end, open))) return undefined;
    const close = text.indexOf(PAIRS[mark], open + 1);
    if (close === -1 || close >= to) return undefined;
    const quote = text.slice(open + 1, close).trim();
    return quote.length >= MIN_QUOTE ? quote : undefined;
  }
  return undefined;
}

/** The quotation right before or right after the reference spanning [position, end), if any. */
export function quoteNear(text: string, position: number, end: number): string | undefined {
  return quoteBefore(text, position) ?? quoteAfter(text, end);
}

/** Every quotation in a text of at least MIN_QUOTE characters, in order, the first `limit` of them. */
export function quotationsIn(text: string, limit: number): Array<{ quote: string; start: number; end: number }> {
  const found: Array<{ quote: string; start: number; end: number }> = [];
  for (let open = 0; open < text.length && found.length < limit; open += 1) {
    const mark = text[open];
    if (!OPENING.has(mark)) continue;
    const close = text.indexOf(PAIRS[mark], open + 1);
    // An unclosed mark ends the scan: going on past it would search the rest of the text again for every stray mark.
    if (close === -1) break;
    const quote = text.slice(open + 1, close).trim();
    if (quote.length >= MIN_QUOTE) found.push({ quote, start: open, end: close + 1 });
    open = close;
  }
  return found;
}
