/**
 * The Quran's translations and transliteration as the pinned quran-json package ships them, one file each,
 * named as its README records them. Ids follow tanzil.net's and alquran.cloud's edition identifiers, so a
 * client coming from either names them the same way; a language code alone names its one edition.
 */
export interface QuranEdition {
  /** e.g. "ur.maududi": the value of `translations` and the key of a verse's `translations`. */
  id: string;
  /** ISO 639-1 */
  language: string;
  language_name: string;
  kind: 'translation' | 'transliteration';
  name: string;
  translator: string;
  /** Where quran-json took it from. */
  source: string;
  direction: 'ltr' | 'rtl';
  /** Its file in quran-json and the verse field that holds its text there (or its file in Tanzil's text format). */
  file: string;
  field: 'translation' | 'transliteration';
  /** Where its file comes from: the npm package quran-json (default), or Tanzil's files pinned from a repository. */
  origin?: 'tanzil';
  /** Its licence and where it was taken from, when not quran-json's (TANZIL_TRANSLATIONS_CREDIT). */
  licence?: string;
  package?: string;
}

const translation = (
  id: string,
  language_name: string,
  translator: string,
  source: string,
  direction: QuranEdition['direction'] = 'ltr',
): QuranEdition => {
  const language = id.split('.')[0];
  return {
    id,
    language,
    language_name,
    kind: 'translation',
    name: `${translator} (${language_name})`,
    translator,
    source,
    direction,
    file: `dist/quran_${language}.json`,
    field: 'translation',
  };
};

export const QURAN_JSON_PACKAGE = 'quran-json@3.1.2';
/** The package's licence (LICENSE.txt; its package.json says CC-BY-4.0, its README and licence file CC-BY-SA 4.0). */
export const QURAN_JSON_LICENCE = 'CC-BY-SA-4.0';

/** The translation every answer's `translation` field carries, stored with the Arabic in the ayah item. */
export const DEFAULT_EDITION_ID = 'en.sahih';

/**
 * Two English translations old enough to be in the public domain where the term is the author's life plus 70 years,
 * as Tanzil.net publishes them (one verse a line, `surah|ayah|text`), pinned from the repository that keeps Tanzil's
 * files (data/support/sources.ts, TANZIL_TRANSLATIONS): served so that a quotation in their wording is recognised.
 * Tanzil's terms ask for verbatim copies, the source named and linked.
 */
export const TANZIL_TRANSLATIONS_PACKAGE = 'Tanzil.net translations via Okuyun/Rehber@ed9e22e';
export const TANZIL_LICENCE = 'Public domain (translator died over 70 years ago); text from Tanzil.net, verbatim, source named';

const tanzil = (id: string, translator: string, year: string): QuranEdition => ({
  id,
  language: 'en',
  language_name: 'English',
  kind: 'translation',
  name: `${translator} (English, ${year})`,
  translator,
  source: `https://tanzil.net/trans/${id}`,
  direction: 'ltr',
  file: `data/${id}.txt`,
  field: 'translation',
  origin: 'tanzil',
  licence: TANZIL_LICENCE,
  package: TANZIL_TRANSLATIONS_PACKAGE,
});

export const QURAN_EDITIONS: readonly QuranEdition[] = [
  translation('en.sahih', 'English', 'Saheeh International (Umm Muhammad)', 'https://tanzil.net/trans/en.sahih'),
  translation('bn.bengali', 'Bengali', 'Muhiuddin Khan', 'https://tanzil.net/trans/bn.bengali'),
  translation('es.garcia', 'Spanish', 'Muhammad Isa García', 'https://tanzil.net/trans/es.garcia'),
  translation('fr.hamidullah', 'French', 'Muhammad Hamidullah', 'https://tanzil.net/trans/fr.hamidullah'),
  translation('id.indonesian', 'Indonesian', 'Indonesian Islamic Affairs Ministry', 'https://quranenc.com/en/browse/indonesian_affairs'),
  translation('ru.kuliev', 'Russian', 'Elmir Kuliev', 'https://tanzil.net/trans/ru.kuliev'),
  translation('sv.bernstrom', 'Swedish', 'Knut Bernström', 'https://tanzil.net/trans/sv.bernstrom'),
  translation('tr.diyanet', 'Turkish', 'Turkish Directorate of Religious Affairs', 'https://tanzil.net/trans/tr.diyanet'),
  translation('ur.maududi', 'Urdu', "Abul A'la Maududi", 'https://tanzil.net/trans/ur.maududi', 'rtl'),
  translation('zh.makin', 'Chinese', 'Muhammad Makin', 'https://quranenc.com/en/browse/chinese_makin'),
  {
    id: 'en.transliteration',
    language: 'en',
    language_name: 'English',
    kind: 'transliteration',
    name: 'Transliteration',
    translator: 'tanzil.net',
    source: 'https://tanzil.net/trans/en.transliteration',
    direction: 'ltr',
    file: 'dist/quran_transliteration.json',
    field: 'transliteration',
  },
  tanzil('en.pickthall', 'Marmaduke Pickthall', '1930'),
  tanzil('en.yusufali', 'Abdullah Yusuf Ali', '1934-38'),
];

/**
 * The editions in words, for every text that counts them (the OpenAPI document, the README's table, `npm start`'s
 * console): "13 editions (translations in Bengali, English, … and a transliteration)". One table, one number.
 */
export function editionsInWords(): string {
  const languages = [
    ...new Set(QURAN_EDITIONS.filter((edition) => edition.kind === 'translation').map((edition) => edition.language_name)),
  ];
  const transliterations = QURAN_EDITIONS.filter((edition) => edition.kind === 'transliteration').length;
  return `${QURAN_EDITIONS.length} editions (translations in ${languages.join(', ')}${transliterations ? ' and a transliteration' : ''})`;
}

/** The English translations served: the default, then the others (a quotation is checked against each). */
export const ENGLISH_TRANSLATIONS = QURAN_EDITIONS.filter((edition) => edition.kind === 'translation' && edition.language === 'en');

/** The editions stored apart from the ayah items: every one but the default. */
export const STORED_EDITIONS = QURAN_EDITIONS.filter((edition) => edition.id !== DEFAULT_EDITION_ID);

const EDITION_BY_NAME = new Map<string, QuranEdition>();
for (const edition of QURAN_EDITIONS) {
  EDITION_BY_NAME.set(edition.id, edition);
  // A language code names the first edition of that language listed (`en`: Saheeh International).
  if (edition.kind === 'translation' && !EDITION_BY_NAME.has(edition.language)) EDITION_BY_NAME.set(edition.language, edition);
}
EDITION_BY_NAME.set('transliteration', QURAN_EDITIONS.find((edition) => edition.kind === 'transliteration')!);

/** An edition by id, language code (`ur`) or `transliteration`, any case. */
export const editionByName = (name: string): QuranEdition | undefined => EDITION_BY_NAME.get(name.trim().toLowerCase());

/** The editions a `translations` value names, in the order named, each once; or what is wrong with it. */
export function parseEditionList(text: string): QuranEdition[] | { error: string } {
  const names = text.split(',').map((name) => name.trim());
  if (names.some((name) => name === '')) return { error: 'must be a comma-separated list of translations, e.g. en,ur' };
  const editions: QuranEdition[] = [];
  for (const name of names) {
    const edition = editionByName(name);
    if (!edition) {
      return {
        error: `'${name.slice(0, 40)}' is not a translation here; use one of ${QURAN_EDITIONS.map((e) => e.id).join(', ')}, a language code (${QURAN_EDITIONS.filter(
          (e) => e.kind === 'translation',
        )
          .map((e) => e.language)
          .filter((language, index, all) => all.indexOf(language) === index)
          .join(', ')}) or 'transliteration' (list=translations describes them)`,
      };
    }
    if (!editions.includes(edition)) editions.push(edition);
  }
  return editions;
}
