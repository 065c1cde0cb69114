import type { PinnedSource } from './pinned-sources';

/**
 * The pinned public sources of the corpora: where each lives in an npm package, an offline mirror or
 * on the web. Their checksums are in data/manifests (see pinned-sources.ts).
 */
export const QURAN_JSON: PinnedSource = {
  // Uthmani text (quranenc.com) with the Saheeh International English translation.
  name: 'quran-json@3.1.2',
  npmPackage: 'quran-json',
  mirrorDirectory: 'quran-json/3.1.2',
  urlBases: ['https://cdn.jsdelivr.net/npm/quran-json@3.1.2/', 'https://unpkg.com/quran-json@3.1.2/'],
  manifest: 'quran-json.sha256',
};

/** The Quran's one file in QURAN_JSON. */
export const QURAN_FILE = 'dist/quran_en.json';

export const HADITH_JSON: PinnedSource = {
  name: 'AhmedBaset/hadith-json@v1.2.0',
  mirrorDirectory: 'hadith-json/v1.2.0',
  urlBases: ['https://raw.githubusercontent.com/AhmedBaset/hadith-json/ca32fd72aa16eeeb9a819c80bb65c9e78766532d/'],
  manifest: 'hadith-json.sha256',
};

export const GRADED_HADITH_SQLITE: PinnedSource = {
  name: 'IsmailHosenIsmailJames/compressed_hadith_sqlite@4d317fa',
  mirrorDirectory: 'IsmailHosenIsmailJames-compressed_hadith_sqlite/4d317faf36213a967189c39d58c6a4b27c1df0fc',
  urlBases: ['https://raw.githubusercontent.com/IsmailHosenIsmailJames/compressed_hadith_sqlite/4d317faf36213a967189c39d58c6a4b27c1df0fc/'],
  manifest: 'compressed-hadith-sqlite.sha256',
};

export const SUNNAH_BOOK_INDEX: PinnedSource = {
  name: 'aqeelshamz/hadith@79cc5f3',
  mirrorDirectory: 'aqeelshamz-hadith/79cc5f36512673313cfa6faf16c607dbbbbb6341',
  urlBases: ['https://raw.githubusercontent.com/aqeelshamz/hadith/79cc5f36512673313cfa6faf16c607dbbbbb6341/'],
  manifest: 'aqeelshamz-hadith.sha256',
};

export const FITRAHIVE_DUAS: PinnedSource = {
  name: 'fitrahive/dua-dhikr@f42f895',
  mirrorDirectory: 'fitrahive-dua-dhikr/f42f895f914319a844c3e3c2279483cae060ea19',
  urlBases: ['https://raw.githubusercontent.com/fitrahive/dua-dhikr/f42f895f914319a844c3e3c2279483cae060ea19/'],
  manifest: 'fitrahive-dua-dhikr.sha256',
};

export const HISN_AL_MUSLIM: PinnedSource = {
  name: 'wafaaelmaandy/Hisn-Muslim-Json@d0dcf9d',
  mirrorDirectory: 'wafaaelmaandy-Hisn-Muslim-Json/d0dcf9d5736ac3bc73b38fe5015b74c081d00d58',
  urlBases: ['https://raw.githubusercontent.com/wafaaelmaandy/Hisn-Muslim-Json/d0dcf9d5736ac3bc73b38fe5015b74c081d00d58/'],
  manifest: 'hisn-muslim.sha256',
};

/** sunnah.com's reference pages: the crosswalk from the numbers people cite to in-book references. */
export const SUNNAH_REFERENCES: PinnedSource = {
  name: 'fawazahmed0/hadith@0606c28',
  mirrorDirectory: 'fawazahmed0-hadith/0606c288cd56978557b018f0c4ea0017424e922b',
  urlBases: ['https://raw.githubusercontent.com/fawazahmed0/hadith/0606c288cd56978557b018f0c4ea0017424e922b/'],
  manifest: 'fawazahmed0-hadith.sha256',
};

/**
 * Tanzil.net's files of two public-domain English translations (Pickthall, Yusuf Ali), kept in the Okuyun/Rehber
 * repository at a fixed commit: the Quran editions en.pickthall and en.yusufali (functions/quran/translations.ts).
 */
export const TANZIL_TRANSLATIONS: PinnedSource = {
  name: 'Okuyun/Rehber@ed9e22e (Tanzil translations)',
  mirrorDirectory: 'Okuyun-Rehber/ed9e22e0d1efa62fa00a08f1b27601c28cd97526',
  urlBases: ['https://raw.githubusercontent.com/Okuyun/Rehber/ed9e22e0d1efa62fa00a08f1b27601c28cd97526/'],
  manifest: 'okuyun-rehber.sha256',
};

/** Everything the hadith and dua import reads: what `npm start` and `corpus:import` fetch into the download cache. */
export const HADITH_AND_DUA_SOURCES: PinnedSource[] = [
  SUNNAH_BOOK_INDEX,
  HADITH_JSON,
  GRADED_HADITH_SQLITE,
  SUNNAH_REFERENCES,
  HISN_AL_MUSLIM,
  FITRAHIVE_DUAS,
];

/** The commentaries (tafsir): spa5k/tafsir_api at a fixed commit, one file per edition and surah (SOURCES.md §7). */
export const TAFSIR_API: PinnedSource = {
  name: 'spa5k/tafsir_api@0d94afb',
  mirrorDirectory: 'spa5k-tafsir_api/0d94afb9dbcffbc3568156f08c4e9d589c4a72c6',
  urlBases: ['https://raw.githubusercontent.com/spa5k/tafsir_api/0d94afb9dbcffbc3568156f08c4e9d589c4a72c6/'],
  manifest: 'spa5k-tafsir-api.sha256',
};
