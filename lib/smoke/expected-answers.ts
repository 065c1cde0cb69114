/**
 * What the smoke test expects a deployment to answer: facts of the pinned corpora and of the prayer-time
 * computation, each checked against an independent source by test/unit/lib/smoke/expected-answers.test.ts
 * (the verse against quran-json itself, the times against the adhan library) or, for the hadith, by the
 * integration suite on the real corpus. A deployment that answers otherwise serves a wrong text or time.
 */

/** Ayat al-Kursi: the Arabic of quran-json 3.1.2 (Uthmani script) and its English (Sahih International). */
export const EXPECTED_VERSE = {
  path: '/quran?surah=2&ayah=255',
  reference: '2:255',
  surahNameEnglish: 'Al-Baqarah',
  arabic:
    'ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ٱلۡحَيُّ ٱلۡقَيُّومُۚ لَا تَأۡخُذُهُۥ سِنَةٞ وَلَا نَوۡمٞۚ لَّهُۥ مَا فِي ٱلسَّمَٰوَٰتِ وَمَا فِي ٱلۡأَرۡضِۗ مَن ذَا ٱلَّذِي يَشۡفَعُ عِندَهُۥٓ إِلَّا بِإِذۡنِهِۦۚ يَعۡلَمُ مَا بَيۡنَ أَيۡدِيهِمۡ وَمَا خَلۡفَهُمۡۖ وَلَا يُحِيطُونَ بِشَيۡءٖ مِّنۡ عِلۡمِهِۦٓ إِلَّا بِمَا شَآءَۚ وَسِعَ كُرۡسِيُّهُ ٱلسَّمَٰوَٰتِ وَٱلۡأَرۡضَۖ وَلَا يَـُٔودُهُۥ حِفۡظُهُمَاۚ وَهُوَ ٱلۡعَلِيُّ ٱلۡعَظِيمُ',
  translation:
    'Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence. Neither drowsiness overtakes Him nor sleep. To Him belongs whatever is in the heavens and whatever is on the earth. Who is it that can intercede with Him except by His permission? He knows what is [presently] before them and what will be after them, and they encompass not a thing of His knowledge except for what He wills. His Kursi extends over the heavens and the earth, and their preservation tires Him not. And He is the Most High, the Most Great',
} as const;

/** Sahih al-Bukhari 1, the hadith of intentions, by the number people cite it by. */
export const EXPECTED_HADITH = {
  path: '/hadith?collection=bukhari&number=1',
  collection: 'bukhari',
  number: '1',
  reference: 'Sahih al-Bukhari 1',
  narratorContains: "'Umar bin Al-Khattab",
  englishContains: 'The reward of deeds depends upon the intentions',
  arabicContains: 'إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ',
} as const;

/**
 * Makkah on 1 March 2026 (12 Ramadan 1447), named as a city: the gazetteer's place, its time zone, the method
 * that time zone selects (Umm al-Qura) and the times to the minute.
 */
export const EXPECTED_PRAYER_TIMES = {
  path: '/prayer-times?city=Makkah&country=SA&date=2026-03-01',
  place: { name: 'Mecca', country: 'SA', lat: 21.42664, lng: 39.82563 },
  date: '2026-03-01',
  timezone: 'Asia/Riyadh',
  method: 'umm_al_qura',
  times: { fajr: '05:25', sunrise: '06:41', dhuhr: '12:33', asr: '15:54', maghrib: '18:25', isha: '20:25' },
} as const;

/** A cacheable answer asked twice, the second time with the first's ETag: a 304. */
export const CONDITIONAL_GET_PATH = '/quran?surah=112';

/** What the rate-limit check asks for until it is refused: a small, cheap answer. */
export const RATE_LIMITED_PATH = '/quran?surah=1&ayah=1';
