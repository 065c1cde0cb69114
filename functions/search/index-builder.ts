import type { DocumentRef } from './documents';
import type { Posting } from './posting-list';
import type { IndexStatistics } from './query-matching';
import { decodeCommonTerms, encodeCommonTerms } from './search-budget';
import { type AnalyzerOptions, analyze, DEFAULT_ANALYZER } from './tokenizer';

/** A document to index: its texts (an ayah's Arabic and translation; a narration's narrator, English and Arabic). */
export interface IndexedDocument extends DocumentRef {
  fields: readonly string[];
}

/** One document's entry in a term's list, with where the term stands (for phrases). */
export interface PositionedPosting extends Posting {
  positions: number[];
}

/**
 * An index as the importers build it: every posting as a few integers in blocks of typed arrays, every position in
 * another, rather than an object and an array apiece. The hadith's 4.5 million postings took 1.2 GB of heap as
 * objects, most of `npm start`'s peak; here they take about 70 MB, and a term's list is made only when it is read.
 */
export interface BuiltIndex {
  stats: IndexStatistics;
  /** Distinct terms. */
  termCount: number;
  /** Postings of every term, in all. */
  postingCount: number;
  /** Each term and its postings in document order, terms in the order they first occurred. */
  terms(): IterableIterator<[string, PositionedPosting[]]>;
}

const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;

/** Integers appended one after another, in blocks: growing never copies what is there. */
class IntegerLog {
  private readonly blocks: Int32Array[] = [];
  length = 0;

  push(value: number): void {
    const block = this.length >>> BLOCK_BITS;
    if (block === this.blocks.length) this.blocks.push(new Int32Array(BLOCK));
    this.blocks[block][this.length & (BLOCK - 1)] = value;
    this.length += 1;
  }

  at(index: number): number {
    return this.blocks[index >>> BLOCK_BITS][index & (BLOCK - 1)];
  }
}

/** Fields of a posting in the postings log. */
const TERM = 0;
/** The document's number, times two, plus one where the term's script is Arabic (its length is the Arabic one). */
const DOCUMENT = 1;
const FREQUENCY = 2;
const FIRST_POSITION = 3;
const FIELDS = 4;

/** A term's count in one document, and whether its first occurrence there is Arabic (its length is then the Arabic one). */
export interface TermCount {
  frequency: number;
  arabic: boolean;
}

/**
 * Gathers documents' postings compactly (BuiltIndex): documents analysed here (`add`), or counted by the caller
 * (`addCounted`: a commentary range keeping only its most distinctive terms). Terms keep the order they first occur in.
 */
export class IndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly termNames: string[] = [];
  private readonly postings = new IntegerLog();
  private readonly positions = new IntegerLog();
  /** Per document: group, id, Latin length, Arabic length. */
  private readonly documents = new IntegerLog();
  private documentCount = 0;
  private latinTotal = 0;
  private arabicTotal = 0;

  constructor(
    private readonly options: AnalyzerOptions = DEFAULT_ANALYZER,
    private readonly keepPositions = true,
  ) {}

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termNames.length;
      this.termIds.set(term, id);
      this.termNames.push(term);
    }
    return id;
  }

  /** Analyses a document's texts: a term's length is that of the script of its first occurrence in the document. */
  add(document: IndexedDocument): void {
    let position = 0;
    let latin = 0;
    let arabic = 0;
    const byTerm = new Map<number, { positions: number[]; frequency: number; arabic: boolean }>();
    for (const field of document.fields) {
      for (const token of analyze(field, this.options)) {
        const isArabic = token.script === 'arabic';
        if (isArabic) arabic += 1;
        else latin += 1;
        for (const term of token.terms) {
          const id = this.termId(term);
          let entry = byTerm.get(id);
          if (!entry) {
            entry = { positions: [], frequency: 0, arabic: isArabic };
            byTerm.set(id, entry);
          }
          entry.frequency += 1;
          if (this.keepPositions) entry.positions.push(position);
        }
        position += 1;
      }
      position += 1; // a phrase never spans two texts
    }
    this.addDocument(document, latin, arabic, byTerm);
  }

  /** A document whose terms the caller counted (no positions), with its lengths in each script. */
  addCounted(document: DocumentRef, latin: number, arabic: number, terms: Iterable<[string, TermCount]>): void {
    if (this.keepPositions) throw new Error('A document counted by its caller has no positions: build without them');
    const byTerm = new Map<number, TermCount & { positions?: number[] }>();
    for (const [term, count] of terms) byTerm.set(this.termId(term), count);
    this.addDocument(document, latin, arabic, byTerm);
  }

  private addDocument(
    document: DocumentRef,
    latin: number,
    arabic: number,
    byTerm: Map<number, TermCount & { positions?: number[] }>,
  ): void {
    this.documents.push(document.group);
    this.documents.push(document.id);
    this.documents.push(latin);
    this.documents.push(arabic);
    this.latinTotal += latin;
    this.arabicTotal += arabic;
    for (const [id, entry] of byTerm) {
      this.postings.push(id);
      this.postings.push(this.documentCount * 2 + (entry.arabic ? 1 : 0));
      this.postings.push(entry.frequency);
      this.postings.push(this.positions.length);
      if (this.keepPositions && entry.positions) for (const at of entry.positions) this.positions.push(at);
    }
    this.documentCount += 1;
  }

  /** The index: each term's postings, by a counting sort of the postings on the term (stable: document order is kept). */
  build(): BuiltIndex {
    const { postings, positions, documents, termNames, documentCount, keepPositions } = this;
    const postingCount = postings.length / FIELDS;
    const starts = new Int32Array(termNames.length + 1);
    for (let p = 0; p < postingCount; p += 1) starts[postings.at(p * FIELDS + TERM) + 1] += 1;
    for (let t = 0; t < termNames.length; t += 1) starts[t + 1] += starts[t];
    const order = new Int32Array(postingCount);
    const filled = starts.slice(0, termNames.length);
    for (let p = 0; p < postingCount; p += 1) order[filled[postings.at(p * FIELDS + TERM)]++] = p;

    const frequencies: Array<[string, number]> = termNames.map((term, t) => [term, starts[t + 1] - starts[t]]);
    const stats: IndexStatistics = {
      documentCount,
      averageDocumentLength: documentCount ? this.latinTotal / documentCount : 0,
      averageArabicDocumentLength: documentCount ? this.arabicTotal / documentCount : 0,
      commonTerms: decodeCommonTerms(encodeCommonTerms(frequencies)),
    };
    const listOf = (t: number): PositionedPosting[] => {
      const list: PositionedPosting[] = [];
      for (let k = starts[t]; k < starts[t + 1]; k += 1) {
        const at = order[k] * FIELDS;
        const documentField = postings.at(at + DOCUMENT);
        const document = (documentField >>> 1) * 4;
        const frequency = postings.at(at + FREQUENCY);
        const first = postings.at(at + FIRST_POSITION);
        const termPositions: number[] = [];
        if (keepPositions) for (let i = 0; i < frequency; i += 1) termPositions.push(positions.at(first + i));
        list.push({
          group: documents.at(document),
          id: documents.at(document + 1),
          termFrequency: frequency,
          documentLength: documents.at(document + ((documentField & 1) === 1 ? 3 : 2)),
          positions: termPositions,
        });
      }
      return list;
    };
    return {
      stats,
      termCount: termNames.length,
      postingCount,
      *terms() {
        for (let t = 0; t < termNames.length; t += 1) yield [termNames[t], listOf(t)];
      },
    };
  }
}

/**
 * Analyses the documents into a BuiltIndex: the terms, frequencies, lengths and positions the object-per-posting
 * builder gave, in the same order. `positions: false` keeps none.
 */
export function indexDocuments(
  documents: Iterable<IndexedDocument>,
  options: AnalyzerOptions = DEFAULT_ANALYZER,
  { positions = true }: { positions?: boolean } = {},
): BuiltIndex {
  const builder = new IndexBuilder(options, positions);
  for (const document of documents) builder.add(document);
  return builder.build();
}
