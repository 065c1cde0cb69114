/**
 * Reciters whose verse-by-verse audio the Islamic Network CDN (the one the default templates point at) serves under
 * its stable pattern, with the bitrate each is served at: alquran.cloud's audio editions, as a public probe of that
 * CDN (2026-08-25, every reciter at nine verses across the mushaf) found them answering. Chosen per request by `reciter`.
 */
export const RECITATION_CDN = 'https://cdn.islamic.network/quran';

export type RecitationStyle = 'murattal' | 'mujawwad';

export interface Reciter {
  /** alquran.cloud's edition identifier */
  id: string;
  name: string;
  name_arabic: string;
  style: RecitationStyle;
  bitrate: number;
}

export const RECITERS: readonly Reciter[] = [
  { id: 'ar.alafasy', name: 'Mishary Rashid Alafasy', name_arabic: 'مشاري راشد العفاسي', style: 'murattal', bitrate: 128 },
  { id: 'ar.abdulbasitmurattal', name: 'Abdul Basit Abdus-Samad', name_arabic: 'عبد الباسط عبد الصمد', style: 'murattal', bitrate: 192 },
  { id: 'ar.abdulsamad', name: 'Abdul Basit Abdus-Samad', name_arabic: 'عبد الباسط عبد الصمد', style: 'mujawwad', bitrate: 64 },
  { id: 'ar.husary', name: 'Mahmoud Khalil Al-Husary', name_arabic: 'محمود خليل الحصري', style: 'murattal', bitrate: 128 },
  { id: 'ar.husarymujawwad', name: 'Mahmoud Khalil Al-Husary', name_arabic: 'محمود خليل الحصري', style: 'mujawwad', bitrate: 128 },
  { id: 'ar.minshawi', name: 'Mohamed Siddiq Al-Minshawi', name_arabic: 'محمد صديق المنشاوي', style: 'murattal', bitrate: 128 },
  { id: 'ar.mahermuaiqly', name: 'Maher Al-Muaiqly', name_arabic: 'ماهر المعيقلي', style: 'murattal', bitrate: 128 },
  { id: 'ar.abdurrahmaansudais', name: 'Abdur-Rahman As-Sudais', name_arabic: 'عبد الرحمن السديس', style: 'murattal', bitrate: 192 },
  { id: 'ar.saoodshuraym', name: "Sa'ud Ash-Shuraym", name_arabic: 'سعود الشريم', style: 'murattal', bitrate: 64 },
  { id: 'ar.shaatree', name: 'Abu Bakr Ash-Shaatree', name_arabic: 'أبو بكر الشاطري', style: 'murattal', bitrate: 128 },
  { id: 'ar.ahmedajamy', name: 'Ahmed ibn Ali Al-Ajamy', name_arabic: 'أحمد بن علي العجمي', style: 'murattal', bitrate: 128 },
  { id: 'ar.hanirifai', name: 'Hani Ar-Rifai', name_arabic: 'هاني الرفاعي', style: 'murattal', bitrate: 192 },
  { id: 'ar.hudhaify', name: 'Ali Al-Hudhaify', name_arabic: 'علي بن عبد الرحمن الحذيفي', style: 'murattal', bitrate: 128 },
  { id: 'ar.abdullahbasfar', name: 'Abdullah Basfar', name_arabic: 'عبد الله بصفر', style: 'murattal', bitrate: 192 },
  { id: 'ar.muhammadayyoub', name: 'Muhammad Ayyoub', name_arabic: 'محمد أيوب', style: 'murattal', bitrate: 128 },
  { id: 'ar.muhammadjibreel', name: 'Muhammad Jibreel', name_arabic: 'محمد جبريل', style: 'murattal', bitrate: 128 },
];

/** A reciter by its edition identifier, with or without the `ar.` prefix, in any case. */
export function reciterById(id: string): Reciter | undefined {
  const key = id.trim().toLowerCase();
  return RECITERS.find((reciter) => reciter.id === key || reciter.id === `ar.${key}`);
}

/** The CDN's URL patterns for one reciter: per verse ({global}, 1-6236) and per surah. */
export function recitationTemplates(reciter: Reciter) {
  return {
    ayahAudioUrlTemplate: `${RECITATION_CDN}/audio/${reciter.bitrate}/${reciter.id}/{global}.mp3`,
    surahAudioUrlTemplate: `${RECITATION_CDN}/audio-surah/${reciter.bitrate}/${reciter.id}/{surah}.mp3`,
  };
}
