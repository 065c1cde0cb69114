import { ayahAudioUrl, surahAudioUrl } from '../../../../functions/quran/audio';
import { RECITERS, recitationTemplates, reciterById } from '../../../../functions/quran/reciters';

/** The CDN's documented patterns (alquran.cloud): /quran/audio/{bitrate}/{edition}/{ayah 1-6236}.mp3 and /audio-surah/.../{surah}.mp3 */
const AYAH_PATTERN = /^https:\/\/cdn\.islamic\.network\/quran\/audio\/(32|48|64|128|192)\/ar\.[a-z]+\/([1-9]\d{0,3})\.mp3$/;
const SURAH_PATTERN = /^https:\/\/cdn\.islamic\.network\/quran\/audio-surah\/(32|48|64|128|192)\/ar\.[a-z]+\/([1-9]\d{0,2})\.mp3$/;

describe('reciters', () => {
  it('lists at least eight, murattal and mujawwad, each once', () => {
    expect(RECITERS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(RECITERS.map((reciter) => reciter.id)).size).toBe(RECITERS.length);
    expect(new Set(RECITERS.map((reciter) => reciter.style))).toEqual(new Set(['murattal', 'mujawwad']));
    expect(RECITERS[0]).toMatchObject({ id: 'ar.alafasy', bitrate: 128 }); // the default templates' reciter
  });

  it("builds every reciter's verse and surah URLs on the CDN's pattern, with its own edition and bitrate", () => {
    for (const reciter of RECITERS) {
      const templates = recitationTemplates(reciter);
      for (const [ref, global] of [
        [{ surah: 1, ayah: 1, global: 1 }, '1'],
        [{ surah: 2, ayah: 255, global: 262 }, '262'],
        [{ surah: 114, ayah: 6, global: 6236 }, '6236'],
      ] as const) {
        const url = ayahAudioUrl(templates.ayahAudioUrlTemplate, ref);
        expect(url).toMatch(AYAH_PATTERN);
        expect(url).toBe(`https://cdn.islamic.network/quran/audio/${reciter.bitrate}/${reciter.id}/${global}.mp3`);
      }
      expect(surahAudioUrl(templates.surahAudioUrlTemplate, 114)).toMatch(SURAH_PATTERN);
      expect(surahAudioUrl(templates.surahAudioUrlTemplate, 114)).toContain(`/${reciter.bitrate}/${reciter.id}/114.mp3`);
    }
  });

  it('finds a reciter by its identifier, with or without ar., in any case', () => {
    expect(reciterById('ar.husary')?.style).toBe('murattal');
    expect(reciterById('HusaryMujawwad')?.style).toBe('mujawwad');
    expect(reciterById('ar.unknown')).toBeUndefined();
  });
});
