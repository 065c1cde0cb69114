import { isQuestionLanguage } from '../search/concepts';
import { STEMMED_LANGUAGES } from '../search/language-analyzers';
import { languageOfQuestion, readInDetectedLanguage, type ServedLanguage } from '../search/question-language';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { JSON_CONTENT_TYPE, jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { SCRIPTURE_CACHE_CONTROL } from '../shared/representation';
import { KEPT_SURAH_AYAHS, tafsirService } from '../tafsir/tafsir-service';
import { boundedVersesBody, refuseBeforeCommentaries, versesAsked } from './answer-budget';
import { editionAnalyzer } from './edition-analyzers';
import { type QuranQuery, type QuranRequest, quranQuerySchema, quranRequestOf } from './quran-query';
import { editionOfLanguage, type QuranService, quranService } from './quran-service';
import { RECITERS, type Reciter, recitationTemplates } from './reciters';
import { DEFAULT_EDITION_ID, QURAN_EDITIONS, QURAN_JSON_LICENCE, QURAN_JSON_PACKAGE, type QuranEdition } from './translations';
import { rangesOfVerses } from './verse-ranges';

/**
 * GET /api/v1/quran: the surah list, one surah or part of it, one ayah, verses by key, a division, a keyword search,
 * the reciters or the translations; `reciter` chooses the recitation every audio URL points at, `translations` the
 * editions every verse carries besides the default English, `tafsir` the commentaries an answer of verses carries.
 */
export function createHandler(context: EndpointContext) {
  const defaultService = quranService(context);
  const tafsir = tafsirService(context);
  return httpEndpoint(context, { query: quranQuerySchema, cacheControl: SCRIPTURE_CACHE_CONTROL, heavy: isHeavy }, async ({ query }) => {
    const request = quranRequestOf(query);
    /**
     * An answer of verses, with the commentaries `tafsir` names on them (each once), measured before it is written:
     * one too large for the deployed service is a 400 saying how to page (answer-budget.ts).
     */
    const verses = async <T extends object>(answer: T) => {
      let whole: object = answer;
      if (query.tafsir) {
        const ranges = rangesOfVerses(answer);
        // Refused before the commentaries are built when what they take at least cannot fit.
        refuseBeforeCommentaries(answer, await tafsir.leastJson(query.tafsir, ranges), request, versesAsked(request));
        whole = { ...answer, tafsir: await tafsir.forRanges(query.tafsir, ranges) };
      }
      return {
        statusCode: 200,
        headers: { 'Content-Type': JSON_CONTENT_TYPE },
        body: boundedVersesBody(whole, request, versesAsked(request)),
      };
    };
    const withAudio = query.reciter
      ? defaultService.withAudio({ reciter: query.reciter.name, ...recitationTemplates(query.reciter) })
      : defaultService;
    const service = query.translations ? withAudio.withEditions(query.translations) : withAudio;
    switch (request.kind) {
      case 'list':
        return jsonResponse(200, await service.listSurahs());
      case 'reciters':
        return jsonResponse(200, {
          total: RECITERS.length,
          default_reciter: defaultService.defaultReciter,
          results: RECITERS.map(describeReciter),
        });
      case 'translations':
        return jsonResponse(200, {
          total: QURAN_EDITIONS.length,
          default_translation: DEFAULT_EDITION_ID,
          results: QURAN_EDITIONS.map(describeEdition),
        });
      case 'surah':
        return verses(await service.surah(request.surah));
      case 'ayah':
        return verses(await service.ayah(request.surah, request.ayah));
      case 'slice':
        return verses(await service.surahSlice(request.surah, request.from, request.to));
      case 'verses':
        return verses(await service.versesByKey(request.ranges));
      case 'division':
        return verses(await service.division(request.division, request.number, request.limit, request.offset));
      case 'search':
        return jsonResponse(200, await searchInItsLanguage(withAudio, service, request, query.translations !== undefined));
    }
  });
}

/** Verses times editions beyond which an answer without commentaries is heavy work too (300 verses in two editions). */
const HEAVY_VERSE_TEXTS = 600;

/**
 * Heavy work, run in its client's share of the process (work-share.ts): more than a few verses with commentaries,
 * or hundreds of verses in several editions. A surah, a page or a verse alone is light.
 */
function isHeavy({ query }: { query: QuranQuery }): boolean {
  let verses: number;
  try {
    verses = versesAsked(quranRequestOf(query));
  } catch {
    return false;
  }
  if (query.tafsir?.length && verses > KEPT_SURAH_AYAHS) return true;
  return verses * (1 + (query.translations?.length ?? 0)) > HEAVY_VERSE_TEXTS;
}

/**
 * A search in the query's language (issue 53): `language` as given or detected; a question in one of the nine other
 * languages searches that language's translation unless `translations` names another. A detected language that finds
 * nothing is searched again as the default texts are ("no compulsion in religion verse" reads as Swedish).
 */
async function searchInItsLanguage(
  withAudio: QuranService,
  service: QuranService,
  request: Extract<QuranRequest, { kind: 'search' }>,
  editionsNamed: boolean,
) {
  const searchIn = (language: ServedLanguage | undefined) => {
    const foreign = language !== undefined && isQuestionLanguage(language) ? language : undefined;
    const edition = foreign && !editionsNamed ? editionOfLanguage(foreign) : undefined;
    return (edition ? withAudio.withEditions([edition]) : service).search(
      request.search,
      request.limit,
      request.offset,
      request.match,
      foreign,
    );
  };
  // Translations named are searched in whatever language the question reads as: nothing to read again.
  const { answer, language } = request.language
    ? { answer: await searchIn(request.language), language: request.language }
    : await readInDetectedLanguage(languageOfQuestion(request.search), searchIn, (found) => editionsNamed || found.total > 0);
  return { ...answer, ...(language ? { language } : {}) };
}

const describeReciter = (reciter: Reciter) => {
  const templates = recitationTemplates(reciter);
  return { ...reciter, ayah_audio_url_pattern: templates.ayahAudioUrlTemplate, surah_audio_url_pattern: templates.surahAudioUrlTemplate };
};

/** An edition as `list=translations` describes it: who made it, its licence and how its search reads words. */
const describeEdition = (edition: QuranEdition) => {
  const { file: _file, field: _field, ...described } = edition;
  const analyzer = editionAnalyzer(edition);
  const search = analyzer.hanCharacters
    ? 'characters'
    : edition.kind === 'translation' && STEMMED_LANGUAGES.has(edition.language)
      ? 'stemmed'
      : 'folded';
  const { origin: _origin, licence, package: from, ...rest } = described;
  return { ...rest, licence: licence ?? QURAN_JSON_LICENCE, package: from ?? QURAN_JSON_PACKAGE, search };
};

export const handler = createHandler(environmentContext());
