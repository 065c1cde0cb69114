/**
 * The project's relevance judgments: queries people type, each with the references a reader would expect
 * on the first page (ten results). Written from knowledge of the texts, not from the engine's output;
 * several are known misses kept on purpose (marked "known miss") so that the measurement shows them.
 * References: Quran "surah:ayah"; hadith "collection:number" as sunnah.com numbers them; duas "dua:<id>".
 */
export interface RelevanceJudgment {
  corpus: 'quran' | 'hadith' | 'duas';
  query: string;
  relevant: string[];
  /** What the query exercises. */
  kind: 'english' | 'arabic' | 'arabic-vowelled' | 'mixed' | 'name' | 'variant' | 'phrase' | 'transliteration';
}

export const RELEVANCE_JUDGMENTS: readonly RelevanceJudgment[] = [
  // Quran
  { corpus: 'quran', kind: 'english', query: 'patience prayer', relevant: ['2:45', '2:153'] },
  { corpus: 'quran', kind: 'phrase', query: '"seek help through patience"', relevant: ['2:45', '2:153'] },
  { corpus: 'quran', kind: 'arabic', query: 'الصبر', relevant: ['2:45', '2:153', '103:3'] },
  { corpus: 'quran', kind: 'arabic-vowelled', query: 'بِٱلصَّبۡرِ وَٱلصَّلَوٰةِ', relevant: ['2:45', '2:153'] },
  { corpus: 'quran', kind: 'arabic', query: 'بالصبر والصلاة', relevant: ['2:45', '2:153'] },
  { corpus: 'quran', kind: 'name', query: 'Moses staff', relevant: ['7:107', '7:117', '2:60', '26:63'] },
  { corpus: 'quran', kind: 'name', query: 'Musa staff', relevant: ['7:107', '7:117', '2:60', '26:63'] },
  { corpus: 'quran', kind: 'phrase', query: '"there is no deity except Him, the Ever-Living"', relevant: ['2:255', '3:2'] },
  { corpus: 'quran', kind: 'arabic', query: 'الحي القيوم', relevant: ['2:255', '3:2', '20:111'] },
  { corpus: 'quran', kind: 'name', query: 'Maryam angels chosen', relevant: ['3:42'] },
  { corpus: 'quran', kind: 'name', query: 'Yusuf brothers', relevant: ['12:7', '12:58'] },
  { corpus: 'quran', kind: 'variant', query: 'Kaaba', relevant: ['5:97'] },
  { corpus: 'quran', kind: 'variant', query: 'zakat prayer', relevant: ['2:43', '2:110'] },
  { corpus: 'quran', kind: 'name', query: 'Jibril', relevant: ['2:97', '2:98', '66:4'] },
  { corpus: 'quran', kind: 'variant', query: 'Ramadan', relevant: ['2:185'] },
  { corpus: 'quran', kind: 'name', query: 'Ibrahim Ismail foundations house', relevant: ['2:127'] },
  { corpus: 'quran', kind: 'arabic', query: 'إنا أعطيناك الكوثر', relevant: ['108:1'] },
  { corpus: 'quran', kind: 'arabic', query: 'قل هو الله أحد', relevant: ['112:1'] },
  { corpus: 'quran', kind: 'english', query: 'compulsion religion', relevant: ['2:256'] },
  { corpus: 'quran', kind: 'english', query: 'hardship ease', relevant: ['94:5', '94:6'] },
  { corpus: 'quran', kind: 'arabic-vowelled', query: 'ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ', relevant: ['1:1', '1:3'] },
  { corpus: 'quran', kind: 'arabic', query: 'الرحمن الرحيم', relevant: ['1:1', '1:3'] },
  { corpus: 'quran', kind: 'variant', query: 'neighbour', relevant: ['4:36'] },
  { corpus: 'quran', kind: 'mixed', query: 'القيوم Ever-Living', relevant: ['2:255', '3:2', '20:111'] },
  // Ayat al-Kursi by the word it is named after, written كُرْسِيُّهُ in the ayah (known miss without suffix stemming).
  { corpus: 'quran', kind: 'arabic', query: 'الكرسي', relevant: ['2:255'] },
  // A transliteration for an English word: no thesaurus (known miss).
  { corpus: 'quran', kind: 'transliteration', query: 'sabr', relevant: ['2:153'] },
  // Hadith
  { corpus: 'hadith', kind: 'english', query: 'actions intentions', relevant: ['muslim:1907a', 'nasai:75'] },
  { corpus: 'hadith', kind: 'arabic', query: 'إنما الأعمال بالنيات', relevant: ['bukhari:1'] },
  { corpus: 'hadith', kind: 'arabic-vowelled', query: 'إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ', relevant: ['bukhari:1'] },
  { corpus: 'hadith', kind: 'variant', query: 'neighbour last day harm', relevant: ['bukhari:6018', 'muslim:47b'] },
  { corpus: 'hadith', kind: 'name', query: 'Jibril Ihsan', relevant: ['bukhari:50', 'muslim:8a'] },
  { corpus: 'hadith', kind: 'english', query: 'seven shade', relevant: ['bukhari:660', 'bukhari:1423', 'muslim:1031a'] },
  { corpus: 'hadith', kind: 'english', query: 'smile charity', relevant: ['tirmidhi:1956'] },
  { corpus: 'hadith', kind: 'english', query: 'strong believer better weak', relevant: ['muslim:2664', 'ibnmajah:79'] },
  { corpus: 'hadith', kind: 'english', query: 'cleanliness half faith', relevant: ['muslim:223'] },
  { corpus: 'hadith', kind: 'variant', query: 'Ramadhan faith reward forgiven', relevant: ['bukhari:2014', 'muslim:760a'] },
  { corpus: 'hadith', kind: 'english', query: 'paradise feet mother', relevant: ['nasai:3104'] },
  { corpus: 'hadith', kind: 'name', query: 'Musa angel of death', relevant: ['bukhari:1339', 'bukhari:3407', 'muslim:2372a'] },
  { corpus: 'hadith', kind: 'variant', query: 'Umrah expiation', relevant: ['bukhari:1773', 'muslim:1349a'] },
  { corpus: 'hadith', kind: 'arabic', query: 'الطهور شطر الإيمان', relevant: ['muslim:223'] },
  { corpus: 'hadith', kind: 'arabic', query: 'الدين النصيحة', relevant: ['muslim:55a', 'tirmidhi:1926'] },
  { corpus: 'hadith', kind: 'english', query: 'religion is easy', relevant: ['bukhari:39'] },
  { corpus: 'hadith', kind: 'variant', query: "best learn Qur'an teach", relevant: ['bukhari:5027', 'tirmidhi:2909'] },
  { corpus: 'hadith', kind: 'english', query: 'modesty part of faith', relevant: ['muslim:36a', 'bukhari:9'] },
  { corpus: 'hadith', kind: 'english', query: 'path knowledge paradise easy', relevant: ['tirmidhi:2646', 'abudawood:3643'] },
  { corpus: 'hadith', kind: 'english', query: 'not grateful to people not grateful to Allah', relevant: ['tirmidhi:1954'] },
  { corpus: 'hadith', kind: 'arabic', query: 'فليقل خيرا أو ليصمت', relevant: ['bukhari:6018', 'muslim:47a'] },
  { corpus: 'hadith', kind: 'phrase', query: '"keep silent" believes Allah Last Day', relevant: ['bukhari:6136'] },
  // Duas
  { corpus: 'duas', kind: 'english', query: 'anxiety sorrow', relevant: ['dua:114', 'dua:115'] },
  { corpus: 'duas', kind: 'english', query: 'debt', relevant: ['dua:130'] },
  { corpus: 'duas', kind: 'english', query: 'entering mosque', relevant: ['dua:19', 'dua:285'] },
  { corpus: 'duas', kind: 'english', query: 'rain', relevant: ['dua:162', 'dua:165', 'dua:166'] },
  { corpus: 'duas', kind: 'arabic', query: 'اللهم إني أعوذ بك من الهم والحزن', relevant: ['dua:115'] },
  { corpus: 'duas', kind: 'arabic-vowelled', query: 'اللَّهُمَّ إِنِّي أَعُوذُ بِكَ مِنَ الْهَمِّ وَالْحَزَنِ', relevant: ['dua:115'] },
  { corpus: 'duas', kind: 'english', query: 'sneezing', relevant: ['dua:181'] },
  { corpus: 'duas', kind: 'english', query: 'new clothes', relevant: ['dua:6', 'dua:7'] },
  { corpus: 'duas', kind: 'variant', query: 'traveller', relevant: ['dua:202', 'dua:203'] },
  // The "Anxiety & Sorrow" duas speak of worry, grief and sorrow, never "distress" (known miss: no thesaurus).
  { corpus: 'duas', kind: 'english', query: 'distress', relevant: ['dua:114', 'dua:115'] },
];

/** How a judgment names a search hit of its corpus: "2:255", "muslim:2564a", "dua:115". */
export function referenceOfHit(corpus: RelevanceJudgment['corpus'], hit: Record<string, unknown>): string {
  if (corpus === 'quran') return (hit.ayah as { reference: string }).reference;
  return corpus === 'hadith' ? `${hit.collection}:${hit.number}` : `dua:${hit.id}`;
}

/** Recall at k of one judgment: the share of its references among the first k results. */
export function recallAt(k: number, judgment: RelevanceJudgment, ranked: readonly string[]): number {
  const first = new Set(ranked.slice(0, k));
  return judgment.relevant.filter((reference) => first.has(reference)).length / judgment.relevant.length;
}

/** The mean recall at k over judgments, given each one's ranked references. */
export function meanRecallAt(k: number, results: ReadonlyArray<{ judgment: RelevanceJudgment; ranked: readonly string[] }>): number {
  if (results.length === 0) return 0;
  return results.reduce((sum, { judgment, ranked }) => sum + recallAt(k, judgment, ranked), 0) / results.length;
}
