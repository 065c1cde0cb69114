import { readFileSync } from 'node:fs';
import { ayahCount } from '../../../../functions/shared/quran-structure';

interface ConceptTable {
  groups: Array<{ group: string; concepts: Array<{ name: string }> }>;
}
interface ConceptVerses {
  verses: Array<{ concept: string; verses: string[] }>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;

const conceptNames = readJson<ConceptTable>('../../../../functions/search/concepts.json').groups.flatMap((group) =>
  group.concepts.map((concept) => concept.name),
);
const entries = readJson<ConceptVerses>('../../../../functions/search/concept-verses.json').verses;

const MAX_RANGE = 6;
const MIN_REFERENCES = 2;
const MAX_REFERENCES = 8;
// The Quran names these in a single verse; a second reference would point a reader at a verse that is not about them.
const SINGLE_VERSE_CONCEPTS = new Set(['the Verse of the Throne (Ayat al-Kursi)', 'neighbours']);
// Words about a question's form rather than a Quranic topic: no verse is central to them. The Quran does not name the
// Dajjal: he is known from the hadith (his principal narrations are in concept-narrations.json).
const CONCEPTS_WITHOUT_VERSES = new Set(['qualities and character', 'the False Messiah (al-Dajjal)']);

interface VerseRange {
  surah: number;
  from: number;
  to: number;
}

/** Parses "S:A" or "S:A-B" against the mushaf's ayah counts; throws a RangeError naming what is wrong. */
function parseReference(reference: string): VerseRange {
  const match = /^(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/.exec(reference);
  if (!match) throw new RangeError(`${reference}: not S:A or S:A-B`);
  const surah = Number(match[1]);
  const from = Number(match[2]);
  const to = match[3] === undefined ? from : Number(match[3]);
  const count = ayahCount(surah);
  if (count === undefined) throw new RangeError(`${reference}: no surah ${surah}`);
  if (from < 1 || to > count) throw new RangeError(`${reference}: surah ${surah} has ayahs 1-${count}`);
  if (match[3] !== undefined && to <= from) throw new RangeError(`${reference}: a range must ascend`);
  if (to - from + 1 > MAX_RANGE) throw new RangeError(`${reference}: more than ${MAX_RANGE} verses`);
  return { surah, from, to };
}

describe('parseReference', () => {
  it('reads a verse and a short ascending range', () => {
    expect(parseReference('2:255')).toEqual({ surah: 2, from: 255, to: 255 });
    expect(parseReference('17:23-24')).toEqual({ surah: 17, from: 23, to: 24 });
    expect(parseReference('114:1-6')).toEqual({ surah: 114, from: 1, to: 6 });
  });

  it.each([['2:0'], ['2:287'], ['115:1'], ['0:1'], ['1:8'], ['2:5-3'], ['2:5-5'], ['2:1-7'], ['2 : 255'], ['2:255-'], ['2.255']])(
    'refuses %s',
    (reference) => {
      expect(() => parseReference(reference)).toThrow(RangeError);
    },
  );
});

describe('concept-verses.json', () => {
  it('has one entry per concept of concepts.json, in its order', () => {
    expect(entries.map((entry) => entry.concept)).toEqual(conceptNames);
  });

  it('names only concepts that exist, each at most once', () => {
    const known = new Set(conceptNames);
    const seen = new Set<string>();
    for (const { concept } of entries) {
      expect({ concept, known: known.has(concept), repeated: seen.has(concept) }).toEqual({
        concept,
        known: true,
        repeated: false,
      });
      seen.add(concept);
    }
  });

  it('gives every reference in the S:A or S:A-B form, inside its surah, ascending, at most six verses', () => {
    const faults: string[] = [];
    for (const entry of entries) {
      for (const reference of entry.verses) {
        try {
          parseReference(reference);
        } catch (error) {
          faults.push(`${entry.concept}: ${(error as Error).message}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('lists 2-8 references for a concept with verses, one for a single-verse concept, none only where no verse is central', () => {
    for (const { concept, verses } of entries) {
      const count = verses.length;
      if (CONCEPTS_WITHOUT_VERSES.has(concept)) expect({ concept, count }).toEqual({ concept, count: 0 });
      else if (SINGLE_VERSE_CONCEPTS.has(concept)) expect({ concept, count }).toEqual({ concept, count: 1 });
      else expect({ concept, inBounds: count >= MIN_REFERENCES && count <= MAX_REFERENCES }).toEqual({ concept, inBounds: true });
    }
  });

  it('cites no verse twice within one concept', () => {
    for (const { concept, verses } of entries) {
      const cited = verses.flatMap((reference) => {
        const { surah, from, to } = parseReference(reference);
        return Array.from({ length: to - from + 1 }, (_, i) => `${surah}:${from + i}`);
      });
      expect({ concept, repeated: cited.filter((verse, i) => cited.indexOf(verse) !== i) }).toEqual({ concept, repeated: [] });
    }
  });
});
