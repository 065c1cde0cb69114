/**
 * The commentaries (tafsir) served: sixteen editions of spa5k/tafsir_api (SOURCES.md §7), the texts quran.com
 * publishes, under ids of this API's own (language.work). The source's slugs, misspellings included ("tafisr",
 * "tafseer"), stay the keys of its files.
 */
export interface TafsirEdition {
  /** e.g. "en.ibnkathir": the value of `edition` and `tafsir`. */
  id: string;
  /** ISO 639-1 (Kurdish: "ku"). */
  language: string;
  language_name: string;
  name: string;
  author: string;
  direction: 'ltr' | 'rtl';
  /** Where the texts come from: the publisher's site the source took them from. */
  source: string;
  licence: string;
  /** The edition's folder in spa5k/tafsir_api. */
  slug: string;
}

const CLASSICAL = 'Classical work in the public domain (its author died centuries ago); this text as quran.com publishes it.';
const PUBLISHER = (publisher: string) =>
  `A modern work or translation: its rights stay with its author and publishers (${publisher}). Published on quran.com and collected by spa5k/tafsir_api, which states no licence for the texts; served for reading with this credit, not relicensed.`;

const edition = (
  id: string,
  language_name: string,
  name: string,
  author: string,
  slug: string,
  licence: string,
  direction: TafsirEdition['direction'] = 'ltr',
  source = 'https://quran.com',
): TafsirEdition => ({ id, language: id.split('.')[0], language_name, name, author, direction, source, licence, slug });

export const TAFSIR_EDITIONS: readonly TafsirEdition[] = [
  edition(
    'ar.muyassar',
    'Arabic',
    'al-Tafsir al-Muyassar',
    'King Fahd Glorious Quran Printing Complex (committee of scholars)',
    'ar-tafsir-muyassar',
    PUBLISHER('King Fahd Glorious Quran Printing Complex, Madinah'),
    'rtl',
  ),
  edition(
    'ar.saddi',
    'Arabic',
    "Taysir al-Karim al-Rahman (Tafsir al-Sa'di)",
    "Abd al-Rahman ibn Nasir al-Sa'di (d. 1956)",
    'ar-tafseer-al-saddi',
    'The author died in 1956; this text as quran.com publishes it.',
    'rtl',
  ),
  edition(
    'ar.wasit',
    'Arabic',
    'al-Tafsir al-Wasit',
    'Muhammad Sayyid Tantawi (d. 2010)',
    'ar-tafsir-al-wasit',
    PUBLISHER("the author's heirs and publisher"),
    'rtl',
  ),
  edition(
    'ar.ibnkathir',
    'Arabic',
    "Tafsir al-Qur'an al-'Azim (Tafsir Ibn Kathir)",
    "Isma'il ibn Kathir (d. 1373)",
    'ar-tafsir-ibn-kathir',
    CLASSICAL,
    'rtl',
  ),
  edition(
    'ar.qurtubi',
    'Arabic',
    "al-Jami' li-Ahkam al-Qur'an (Tafsir al-Qurtubi)",
    'Muhammad ibn Ahmad al-Qurtubi (d. 1273)',
    'ar-tafseer-al-qurtubi',
    CLASSICAL,
    'rtl',
  ),
  edition(
    'ar.baghawi',
    'Arabic',
    "Ma'alim al-Tanzil (Tafsir al-Baghawi)",
    "al-Husayn ibn Mas'ud al-Baghawi (d. 1122)",
    'ar-tafsir-al-baghawi',
    CLASSICAL,
    'rtl',
  ),
  edition(
    'en.ibnkathir',
    'English',
    'Tafsir Ibn Kathir (abridged)',
    "Isma'il ibn Kathir (d. 1373); abridged in English under Safiur-Rahman al-Mubarakpuri",
    'en-tafisr-ibn-kathir',
    PUBLISHER('Darussalam'),
  ),
  edition(
    'en.jalalayn',
    'English',
    'Tafsir al-Jalalayn',
    'Jalal al-Din al-Mahalli (d. 1459) and Jalal al-Din al-Suyuti (d. 1505); English by Feras Hamza',
    'en-al-jalalayn',
    PUBLISHER('the Royal Aal al-Bayt Institute (altafsir.com) for the English translation'),
    'ltr',
    'https://www.altafsir.com',
  ),
  edition(
    'en.maarif',
    'English',
    "Ma'arif al-Qur'an",
    'Mufti Muhammad Shafi (d. 1976)',
    'en-tafsir-maarif-ul-quran',
    PUBLISHER('Maktaba-e-Darul-Uloom, Karachi'),
  ),
  edition(
    'en.tazkirulquran',
    'English',
    'Tazkirul Quran',
    'Maulana Wahiduddin Khan (d. 2021)',
    'en-tazkirul-quran',
    PUBLISHER('CPS International / Goodword Books'),
  ),
  edition(
    'ur.bayanulquran',
    'Urdu',
    'Bayan ul Quran',
    'Dr. Israr Ahmad (d. 2010)',
    'ur-tafsir-bayan-ul-quran',
    PUBLISHER('Markazi Anjuman Khuddam-ul-Quran, Lahore'),
    'rtl',
  ),
  edition(
    'ur.tazkirulquran',
    'Urdu',
    'Tazkirul Quran',
    'Maulana Wahiduddin Khan (d. 2021)',
    'ur-tazkirul-quran',
    PUBLISHER('CPS International / Goodword Books'),
    'rtl',
  ),
  edition(
    'bn.ahsanulbayaan',
    'Bengali',
    'Tafsir Ahsanul Bayaan',
    'Salahuddin Yusuf; Bengali by the Bayaan Foundation',
    'bn-tafsir-ahsanul-bayaan',
    PUBLISHER('the Bayaan Foundation'),
  ),
  edition(
    'bn.abubakrzakaria',
    'Bengali',
    'Tafsir Abu Bakr Zakaria',
    'Abu Bakr Muhammad Zakaria',
    'bn-tafsir-abu-bakr-zakaria',
    PUBLISHER('King Fahd Glorious Quran Printing Complex, Madinah'),
  ),
  edition(
    'ru.saddi',
    'Russian',
    "Tafsir al-Sa'di (Russian)",
    "Abd al-Rahman ibn Nasir al-Sa'di (d. 1956); Russian by Elmir Kuliev",
    'ru-tafseer-al-saddi',
    PUBLISHER('the translator and publisher'),
  ),
  edition('ku.rebar', 'Kurdish', 'Rebar Kurdish Tafsir', 'Rebar, as quran.com names it', 'kurd-tafsir-rebar', PUBLISHER('Rebar'), 'rtl'),
];

/** The edition a language names when no edition is: the one a reader of that language meets first on quran.com. */
export const DEFAULT_TAFSIR_BY_LANGUAGE: Readonly<Record<string, string>> = {
  en: 'en.ibnkathir',
  ar: 'ar.muyassar',
  ur: 'ur.bayanulquran',
  bn: 'bn.ahsanulbayaan',
  ru: 'ru.saddi',
  ku: 'ku.rebar',
};

/** Without an edition or a language: English, as quran.com opens its tafsir. */
export const DEFAULT_TAFSIR_ID = 'en.ibnkathir';

const byId = new Map(TAFSIR_EDITIONS.map((e) => [e.id, e]));

/** An edition by id (any case), or a language's default by its code ("ar", "en"). */
export function tafsirEditionByName(name: string): TafsirEdition | undefined {
  const lower = name.trim().toLowerCase();
  return byId.get(lower) ?? byId.get(DEFAULT_TAFSIR_BY_LANGUAGE[lower] ?? '');
}

export const TAFSIR_EDITION_IDS = TAFSIR_EDITIONS.map((e) => e.id);
