import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { gradedEditionPath } from '../../data/hadith/corpus';
import { crosswalkPath } from '../../data/hadith/crosswalk';
import { furtherBookPath, NUMBERING_EVIDENCE_FILE } from '../../data/hadith/further-books';
import type { FileSources, PinnedSource } from '../../data/support/pinned-sources';
import { sha256Hex } from '../../data/support/pinned-sources';
import {
  FITRAHIVE_DUAS,
  GRADED_HADITH_SQLITE,
  HADITH_AND_DUA_SOURCES,
  HADITH_JSON,
  HISN_AL_MUSLIM,
  SUNNAH_BOOK_INDEX,
  SUNNAH_REFERENCES,
} from '../../data/support/sources';
import {
  FURTHER_COLLECTIONS,
  type FurtherCollection,
  type HadithCollectionId,
  SIX_COLLECTIONS,
  type SixCollection,
} from '../../functions/hadith/hadith-collections';

/**
 * A small synthetic corpus in the real sources' formats (hadith-json book files, the aqeelshamz book
 * index, the graded editions' zipped SQLite, sunnah.com's reference pages as fawazahmed0 mirrors them,
 * Hisn al-Muslim and fitrahive JSON), with manifests and expected counts of its own: the import reads
 * it exactly as it reads the real sources. Its texts are invented (labelled "fixture"), never copied
 * from the sources. Every collection has two books of three narrations, and between them the cases
 * the numbering and the dua checks must handle:
 * - bukhari: an entry cited under two numbers ("3, 4"), a number whose graded text is another narration;
 * - muslim: lettered numbers (8a, 8b) and a graded edition numbered its own way (matched by order);
 * - tirmidhi: a number claimed by two blocks that are not adjacent (a conflict, never served);
 * - the Sunan: per-narration grades and printed-translation references;
 * - duas: a reference the narration holds (verified), one it does not, one to a collection only,
 *   and the same supplication in both sources (merged once Hisn al-Muslim's quotation marks and instruction are out of
 *   its words).
 */

interface FixtureNarration {
  /** The number part of sunnah.com's reference block as written ("1", "3, 4", "8a"). */
  written: string;
  narrator: string;
  text: string;
  arabic: string;
  /** The English reference as sunnah.com shows it (USC-MSA or the printed translation). */
  englishReference: string;
  /** The graded edition's row: its number and grades; `otherText` puts a different narration there. */
  graded?: { number: number; grades?: Array<[string, string]>; otherText?: string };
}

interface FixtureBook {
  number: string;
  nameEnglish: string;
  nameArabic: string;
  narrations: FixtureNarration[];
}

const BLESSING = 'صلى الله عليه وسلم';

/** Two books per collection; numbers rise through the collection as sunnah.com's do (Muslim's letters aside). */
function booksOf(collection: SixCollection): FixtureBook[] {
  const id = collection.id;
  const usc = collection.englishReferenceScheme === 'usc_msa';
  const reference = (book: number, hadith: number) => (usc ? `Vol. 1, Book ${book}, Hadith ${hadith}` : `Book ${book}, Hadith ${hadith}`);
  const sunanGrades: Array<[string, string]> = [['Al-Albani', 'Sahih']];
  const narration = (
    written: string,
    n: number,
    book: number,
    topic: string,
    arabicTopic: string,
    extra: Partial<FixtureNarration> = {},
  ) => ({
    written,
    narrator: `Narrated Fixture Narrator ${n}:`,
    text: `The Prophet (${'\uFDFA'}) said, "Fixture narration ${id} ${written}: ${topic}."`,
    arabic: `حدثنا راوي الاختبار ${n} قال قال رسول الله ${BLESSING} ${arabicTopic}`,
    englishReference: reference(book, n),
    graded: collection.gradedEditionHasSunnahNumbers ? { number: n, grades: collection.collectionStatus ? [] : sunanGrades } : undefined,
    ...extra,
  });
  const first: FixtureBook = {
    number: '1',
    nameEnglish: 'Fixture Book of Intentions',
    nameArabic: 'كتاب النيات للاختبار',
    narrations: [
      narration(
        '1',
        1,
        1,
        'deeds are judged by their intentions, and everyone gets what was intended',
        'اللهم إني أسألك علما نافعا ورزقا طيبا وعملا متقبلا',
      ),
      narration(
        '2',
        2,
        1,
        'whoever believes in Allah and the Last Day should honour his neighbour',
        'من كان يؤمن بالله واليوم الآخر فليكرم جاره',
      ),
      narration('3', 3, 1, 'patience is light, and charity is proof', 'الصبر ضياء والصدقة برهان'),
    ],
  };
  const second: FixtureBook = {
    number: '2',
    nameEnglish: 'Fixture Book of Prayer',
    nameArabic: 'كتاب الصلاة للاختبار',
    narrations: [
      narration('4', 4, 2, 'the prayer at its time is the most beloved deed', 'الصلاة على وقتها أحب الأعمال'),
      narration('5', 5, 2, 'a smile for your brother is charity', 'تبسمك في وجه أخيك صدقة'),
      narration('6', 6, 2, 'the strong one controls himself when angry', 'الشديد الذي يملك نفسه عند الغضب'),
    ],
  };
  if (id === 'bukhari') {
    // One entry cited as "3, 4" (both numbers answer with it); the numbers after it shift by one.
    first.narrations[2] = { ...first.narrations[2], written: '3, 4' };
    second.narrations = second.narrations.map((n, i) => ({ ...n, written: String(5 + i), graded: { number: 5 + i, grades: [] } }));
    second.narrations[1].graded = {
      number: 6,
      grades: [],
      otherText: 'Narrated Someone Else: an unrelated fixture text about markets and trade in the evening.',
    };
  }
  if (id === 'muslim') {
    first.narrations[0] = { ...first.narrations[0], written: '8a' };
    first.narrations[1] = { ...first.narrations[1], written: '8b' };
    first.narrations[2] = { ...first.narrations[2], written: '9' };
    second.narrations = second.narrations.map((n, i) => ({ ...n, written: String(10 + i) }));
    // The graded edition numbers Muslim its own way: its rows are found by order within each book.
    for (const book of [first, second]) {
      book.narrations.forEach((n, i) => {
        n.graded = { number: 100 + i, grades: [] };
      });
    }
  }
  if (id === 'tirmidhi') {
    // "4" claimed by the fourth and the sixth block, which are not adjacent: a conflict.
    second.narrations[2] = { ...second.narrations[2], written: '4' };
  }
  return [first, second];
}

const HISN_CHAPTERS = [
  {
    ID: 1,
    TITLE: 'When waking up',
    TEXT: [
      {
        ARABIC_TEXT: 'الحمد لله الذي أحيانا بعد ما أماتنا وإليه النشور',
        TRANSLATED_TEXT: 'Fixture: praise for life after sleep and the resurrection.',
        REPEAT: 1,
      },
    ],
  },
  {
    ID: 27,
    TITLE: 'Remembrance said in the morning and evening',
    TEXT: [
      {
        ARABIC_TEXT: 'أصبحنا وأصبح الملك لله والحمد لله',
        TRANSLATED_TEXT: 'Fixture: we have reached the morning and the dominion is Allah’s.',
        REPEAT: 1,
      },
      // Written as Hisn al-Muslim writes it: its quotation marks and its instruction (fitrahive has the same words).
      { ARABIC_TEXT: '((سُبْحَانَ اللَّهِ وَبِحَمْدِهِ)) (مائة مرَّةٍ).', TRANSLATED_TEXT: 'Fixture: glory and praise be to Allah.', REPEAT: 100 },
    ],
  },
  {
    ID: 34,
    TITLE: 'Invocations in times of worry and grief',
    TEXT: [{ ARABIC_TEXT: 'اللهم إني أعوذ بك من الهم والحزن', TRANSLATED_TEXT: 'Fixture: refuge from worry and grief.', REPEAT: 1 }],
  },
  {
    ID: 96,
    TITLE: 'Invocation for travelling',
    TEXT: [
      {
        ARABIC_TEXT: 'سبحان الذي سخر لنا هذا وما كنا له مقرنين',
        TRANSLATED_TEXT: 'Fixture: glory to Him who subjected this mount to us.',
        REPEAT: 1,
      },
    ],
  },
];

/** fitrahive's five lists; each item's `source` is where a dua's hadith references come from. */
const FITRAHIVE_ITEMS: Record<string, Array<Record<string, string | null>>> = {
  'morning-dhikr': [
    {
      title: 'Glorification (fixture)',
      arabic: 'سبحان الله وبحمده',
      latin: 'Subhanallahi wa bihamdihi',
      translation: 'Fixture: glory and praise be to Allah.',
      notes: 'Recite 100x',
      fawaid: 'Fixture virtue: sins are forgiven.',
      source: 'HR. Muslim No. 9',
    },
  ],
  'evening-dhikr': [
    {
      title: 'Evening refuge (fixture)',
      arabic: 'أمسينا وأمسى الملك لله',
      latin: 'Amsayna wa amsal mulku lillah',
      translation: 'Fixture: we have reached the evening.',
      notes: null,
      fawaid: null,
      source: "HR. an-Nasa'i",
    },
  ],
  'dhikr-after-salah': [
    {
      title: 'Seeking forgiveness (fixture)',
      arabic: 'أستغفر الله أستغفر الله أستغفر الله',
      latin: 'Astaghfirullah',
      translation: 'Fixture: I seek the forgiveness of Allah.',
      notes: 'Read 3x',
      fawaid: null,
      source: null,
    },
  ],
  'daily-dua': [
    {
      title: 'Beneficial knowledge (fixture)',
      arabic: 'اللهم إني أسألك علما نافعا ورزقا طيبا وعملا متقبلا',
      latin: "Allahumma inni as'aluka 'ilman nafi'an",
      translation: 'Fixture: O Allah, I ask You for beneficial knowledge, good provision and accepted deeds.',
      notes: null,
      fawaid: null,
      source: 'HR. al-Bukhari No. 1',
    },
  ],
  'selected-dua': [
    {
      title: 'Honouring the neighbour (fixture)',
      arabic: 'من كان يؤمن بالله واليوم الآخر فليكرم جاره',
      latin: null,
      translation: 'Fixture: whoever believes should honour his neighbour.',
      notes: null,
      fawaid: null,
      source: 'Narrated by Abu Dawud (2)',
    },
  ],
};

/**
 * The further collections: two narrations in every book (the Forties: four in their one file), invented. Riyad
 * as-Salihin is numbered from end to end by two checked points; Mishkat only at its points (the second one is
 * further on than its entries, as sunnah.com's are); Al-Adab Al-Mufrad by a published range that fits its book 1
 * and one that does not fit its book 2; the Muwatta is cited by book and hadith; ad-Darimi is Arabic only.
 */
function furtherNarrations(collection: FurtherCollection, book: string) {
  const count = collection.books.length === 1 ? 4 : 2;
  return Array.from({ length: count }, (_, i) => {
    const topic = book === collection.books[0].book && i === 0 ? 'deeds are judged by intentions' : `a saying on patience number ${i + 1}`;
    return {
      arabic: `عن راوي الاختبار قال قال رسول الله ${BLESSING} ${i === 0 ? 'إنما الأعمال بالنيات' : 'الصبر ضياء'} ${book}`,
      english: collection.languages.includes('en')
        ? {
            narrator: `Fixture narrator of ${collection.id} reported:`,
            text: `Fixture ${collection.id} book ${book} hadith ${i + 1}: ${topic}.`,
          }
        : { narrator: '', text: '' },
    };
  });
}

const FIXTURE_NUMBERING = {
  $comment: ['The fixture corpus: checked points and published ranges for its invented further collections.'],
  riyadussalihin: {
    points: [
      { number: 1, book: 'introduction', hadith: 1, words: 'deeds are judged by intentions', source: 'fixture' },
      { number: 40, book: '19', hadith: 2, source: 'fixture' },
    ],
    ranges: [],
  },
  mishkat: {
    points: [
      { number: 1, book: 'introduction', hadith: 1, words: 'judged by intentions', source: 'fixture' },
      { number: 12, book: '3', hadith: 2, source: 'fixture' },
    ],
    ranges: [],
  },
  adab: {
    points: [],
    ranges: [
      { book: '1', first: 1, last: 2, source: 'fixture' },
      { book: '2', first: 3, last: 5, source: 'fixture' },
    ],
  },
  nawawi40: {
    points: [
      { number: 1, book: '1', hadith: 1, source: 'fixture' },
      { number: 4, book: '1', hadith: 4, source: 'fixture' },
    ],
    ranges: [],
  },
};

/** What the fixture holds, for the tests that read it back. */
const furtherCounts = Object.fromEntries(
  FURTHER_COLLECTIONS.map((collection) => [collection.id, collection.books.length === 1 ? 4 : 2 * collection.books.length]),
);

export const FIXTURE_COUNTS = {
  hadithPerCollection: 6,
  /** The six's 36 and the further collections'. */
  hadith: 36 + Object.values(furtherCounts).reduce((a, b) => a + b, 0),
  further: furtherCounts as Record<FurtherCollection['id'], number>,
  /** Hisn's five items and fitrahive's five, less the one supplication both have. */
  duas: 10,
  duplicatesMerged: 1,
  hisnChapters: HISN_CHAPTERS.length,
  hisnItems: HISN_CHAPTERS.reduce((n, chapter) => n + chapter.TEXT.length, 0),
};

const utf8 = (text: string) => new TextEncoder().encode(text);
const jsonBytes = (value: unknown) => utf8(JSON.stringify(value, null, 2));

async function gradedEdition(books: FixtureBook[]): Promise<Uint8Array> {
  const require = createRequire(import.meta.url);
  const SQL = await initSqlJs({ locateFile: (file) => require.resolve(`sql.js/dist/${file}`) });
  const db = new SQL.Database();
  db.run('CREATE TABLE hadiths (id INTEGER PRIMARY KEY, hadith_number REAL, text TEXT, section_id INTEGER)');
  db.run('CREATE TABLE grades (id INTEGER PRIMARY KEY, hadith_id INTEGER, scholar_name TEXT, grade TEXT)');
  let id = 0;
  let gradeId = 0;
  for (const book of books) {
    for (const narration of book.narrations) {
      if (!narration.graded) continue;
      id += 1;
      const text = narration.graded.otherText ?? `${narration.narrator} ${narration.text}`;
      db.run('INSERT INTO hadiths VALUES (?, ?, ?, ?)', [id, narration.graded.number, text, Number(book.number)]);
      for (const [grader, grade] of narration.graded.grades ?? [])
        db.run('INSERT INTO grades VALUES (?, ?, ?, ?)', [++gradeId, id, grader, grade]);
    }
  }
  const bytes = db.export();
  db.close();
  return zipSync({ 'edition.sqlite': bytes }, { mtime: new Date('2024-01-01T00:00:00Z') });
}

function referencePage(collection: SixCollection, books: FixtureBook[]): Uint8Array {
  const blocks = books.flatMap((book) =>
    book.narrations.map((narration, i) => {
      const english =
        collection.englishReferenceScheme === 'usc_msa'
          ? `USC-MSA web (English) reference : ${narration.englishReference}   (deprecated numbering scheme)`
          : `English translation : ${narration.englishReference}`;
      return `Reference : ${collection.name} ${narration.written}In-book reference : Book ${book.number}, Hadith ${i + 1}${english}\n\n`;
    }),
  );
  return utf8(`\n\n${blocks.join(',')}`);
}

/** The files of each source, by manifest path. */
async function fixtureFiles(): Promise<Map<PinnedSource, Map<string, Uint8Array>>> {
  const files = new Map<PinnedSource, Map<string, Uint8Array>>(HADITH_AND_DUA_SOURCES.map((source) => [source, new Map()]));
  const put = (source: PinnedSource, path: string, bytes: Uint8Array) => files.get(source)!.set(path, bytes);
  for (const collection of SIX_COLLECTIONS) {
    const books = booksOf(collection);
    const digits = (book: FixtureBook) => book.narrations.flatMap((n) => (n.written.match(/\d+/g) ?? []).map(Number));
    put(
      SUNNAH_BOOK_INDEX,
      `lib/data/${collection.sourceFolder}/books.json`,
      jsonBytes(
        books.map((book) => {
          const entry = {
            bookNumber: book.number,
            book: [
              { lang: 'en', name: book.nameEnglish },
              { lang: 'ar', name: book.nameArabic },
            ],
            hadithStartNumber: Math.min(...digits(book)),
            hadithEndNumber: Math.max(...digits(book)),
            numberOfHadith: book.narrations.length,
          };
          return entry;
        }),
      ),
    );
    for (const book of books) {
      put(
        HADITH_JSON,
        `db/by_chapter/the_9_books/${collection.sourceFolder}/${book.number}.json`,
        jsonBytes({
          metadata: { length: book.narrations.length, english: { title: collection.name } },
          hadiths: book.narrations.map((n, i) => ({
            id: i + 1,
            idInBook: i + 1,
            chapterId: Number(book.number),
            bookId: 1,
            arabic: n.arabic,
            english: { narrator: n.narrator, text: n.text },
          })),
          chapter: { id: Number(book.number), english: book.nameEnglish, arabic: book.nameArabic },
        }),
      );
    }
    put(GRADED_HADITH_SQLITE, gradedEditionPath(collection), await gradedEdition(books));
    put(SUNNAH_REFERENCES, crosswalkPath(collection), referencePage(collection, books));
  }
  for (const collection of FURTHER_COLLECTIONS) {
    for (const { book, file } of collection.books) {
      const narrations = furtherNarrations(collection, book);
      put(
        HADITH_JSON,
        furtherBookPath(collection, file),
        jsonBytes({
          metadata: { length: narrations.length, english: { title: collection.name } },
          hadiths: narrations.map((n, i) => ({ id: i + 1, idInBook: i + 1, chapterId: 0, bookId: 7, ...n })),
          chapter: { id: 0, english: collection.languages.includes('en') ? `Fixture book ${book}` : '', arabic: `كتاب الاختبار ${book}` },
        }),
      );
    }
  }
  put(
    HISN_AL_MUSLIM,
    'husn_en.json',
    jsonBytes({
      English: HISN_CHAPTERS.map((chapter) => ({
        ...chapter,
        TEXT: chapter.TEXT.map((item, i) => ({ ID: chapter.ID * 10 + i, ...item })),
      })),
    }),
  );
  for (const [slug, items] of Object.entries(FITRAHIVE_ITEMS)) put(FITRAHIVE_DUAS, `data/dua-dhikr/${slug}/en.json`, jsonBytes(items));
  return files;
}

export const FIXTURE_EXPECTED_COUNTS = {
  hadith: {
    ...Object.fromEntries(SIX_COLLECTIONS.map((c) => [c.id, FIXTURE_COUNTS.hadithPerCollection])),
    ...FIXTURE_COUNTS.further,
  } as Record<HadithCollectionId, number>,
  hisnAlMuslim: { chapters: FIXTURE_COUNTS.hisnChapters, items: FIXTURE_COUNTS.hisnItems },
};

/**
 * Writes the fixture under `root` laid out like the mirror (<root>/<source's mirror directory>/<path>),
 * with its manifests and expected counts in <root>/manifests, and returns where the import reads it.
 */
export async function writeFixtureCorpus(root: string): Promise<FileSources> {
  const manifests = join(root, 'manifests');
  await mkdir(manifests, { recursive: true });
  for (const [source, files] of await fixtureFiles()) {
    const lines: string[] = [];
    for (const [path, bytes] of files) {
      const file = join(root, source.mirrorDirectory, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
      lines.push(`${sha256Hex(bytes)}  ${path}`);
    }
    await writeFile(join(manifests, source.manifest), `${lines.join('\n')}\n`);
  }
  await writeFile(join(manifests, 'expected-counts.json'), JSON.stringify(FIXTURE_EXPECTED_COUNTS, null, 2));
  await writeFile(join(manifests, NUMBERING_EVIDENCE_FILE), JSON.stringify(FIXTURE_NUMBERING, null, 2));
  return fixtureSources(root);
}

/** Where the import reads a fixture written by writeFixtureCorpus: its own manifests, no downloads. */
export function fixtureSources(root: string): FileSources {
  return { kind: 'files', mirror: root, manifests: join(root, 'manifests'), download: false };
}
