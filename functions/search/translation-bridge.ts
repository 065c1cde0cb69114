import { bucketedValue, termBucketOf } from './index-items';

/**
 * What a word of one language stands for in another, learned from a text and its translation aligned document by
 * document (the Quran's verses in a translation, beside their English and their Arabic): the words of the other side
 * that stand in the same documents as the word most often, by the Dice coefficient 2·c / (df(word) + df(other)), where c
 * is how many documents hold both. So «riba» in the Indonesian translation stands for "interest" and «الربا», and
 * «orang tua» for "parents": a question in Indonesian reaches the English and Arabic retrieval (the concept table, the
 * commentaries) through the words its translation uses.
 */
export interface AlignedDocument {
  /** The document's terms in the translation's language (as foreign-question.ts's `bridgeTermsOf` reads them). */
  source: readonly string[];
  /** Its terms on the other side (English and Arabic), content words only. */
  target: readonly string[];
}

export interface BridgedTerm {
  term: string;
  /** 0 to 1. */
  dice: number;
}

/** How many of the other side's words a word stands for, and how strongly at least. */
export const BRIDGE_LIMITS = { perScript: 3, minDice: 0.15 } as const;

export class TranslationBridge {
  private readonly documentsOf = new Map<string, number[]>();
  private readonly targetFrequency = new Map<string, number>();
  private readonly targets: ReadonlyArray<ReadonlySet<string>>;

  constructor(documents: readonly AlignedDocument[]) {
    this.targets = documents.map((document) => new Set(document.target));
    documents.forEach((document, index) => {
      for (const term of new Set(document.source)) {
        const list = this.documentsOf.get(term);
        if (list) list.push(index);
        else this.documentsOf.set(term, [index]);
      }
    });
    for (const terms of this.targets) for (const term of terms) this.targetFrequency.set(term, (this.targetFrequency.get(term) ?? 0) + 1);
  }

  /** Every word of the translation's language. */
  terms(): IterableIterator<string> {
    return this.documentsOf.keys();
  }

  /** How many documents hold a word of the translation's language. */
  frequency(term: string): number {
    return this.documentsOf.get(term)?.length ?? 0;
  }

  /**
   * The other side's words a word of the translation stands for, strongest first, at most `perScript` of each script
   * (`isSecondScript` tells Arabic from English), each holding at least `minDice`, in two documents or more unless the
   * word itself is in one.
   */
  translate(
    term: string,
    isSecondScript: (term: string) => boolean,
    limits: { perScript: number; minDice: number } = BRIDGE_LIMITS,
  ): BridgedTerm[] {
    const documents = this.documentsOf.get(term);
    if (!documents) return [];
    const together = new Map<string, number>();
    for (const index of documents) for (const other of this.targets[index]) together.set(other, (together.get(other) ?? 0) + 1);
    const least = documents.length > 1 ? 2 : 1;
    const scored = [...together]
      .filter(([, count]) => count >= least)
      .map(([other, count]) => ({ term: other, dice: (2 * count) / (documents.length + (this.targetFrequency.get(other) ?? 0)) }))
      .filter(({ dice }) => dice >= limits.minDice)
      .sort((a, b) => b.dice - a.dice || (a.term < b.term ? -1 : 1));
    const first = scored.filter(({ term: other }) => !isSecondScript(other)).slice(0, limits.perScript);
    const second = scored.filter(({ term: other }) => isSecondScript(other)).slice(0, limits.perScript);
    return [...first, ...second].sort((a, b) => b.dice - a.dice);
  }
}

/**
 * A bridge as stored: each word of the translation's language with the words it stands for, in buckets (termBucketOf)
 * so that a question's few words cost a few reads. A bucket's text is "word\tother other…" lines.
 */
export const BRIDGE_BUCKETS = 64;

/** The stored bridge's bucket texts, by bucket number: every word that stands for something. */
export function bridgeBuckets(bridge: TranslationBridge, isSecondScript: (term: string) => boolean): Map<number, string> {
  const lines = new Map<number, string[]>();
  for (const term of bridge.terms()) {
    const found = bridge.translate(term, isSecondScript);
    if (found.length === 0) continue;
    const bucket = termBucketOf(term, BRIDGE_BUCKETS);
    const list = lines.get(bucket) ?? [];
    list.push(`${term}\t${found.map((bridged) => bridged.term).join(' ')}`);
    lines.set(bucket, list);
  }
  return new Map([...lines].map(([bucket, list]) => [bucket, list.join('\n')]));
}

/** The words a word stands for, from its bucket's text; none when the bucket does not name it. */
export function bridgedInBucket(text: string, term: string): string[] {
  return bucketedValue(text, term)?.split(' ') ?? [];
}
