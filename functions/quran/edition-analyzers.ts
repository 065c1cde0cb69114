import { LANGUAGE_ANALYZERS } from '../search/language-analyzers';
import type { AnalyzerOptions } from '../search/tokenizer';
import type { QuranEdition } from './translations';

/** The analyser an edition's index is built and searched with (language-analyzers.ts). */
export const editionAnalyzer = (edition: QuranEdition): AnalyzerOptions =>
  LANGUAGE_ANALYZERS[edition.kind === 'transliteration' ? 'transliteration' : edition.language];
