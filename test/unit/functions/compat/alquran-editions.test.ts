import { ALQURAN_EDITIONS, audioFieldsOf, editionNamed, SECONDARY_BITRATES } from '../../../../functions/compat/alquran-editions';
import { RECITERS } from '../../../../functions/quran/reciters';

describe("alquran.cloud's editions", () => {
  it("gives every reciter an audio edition and its other bitrates, lower than the reciter table's own", () => {
    expect(Object.keys(SECONDARY_BITRATES).sort()).toEqual(RECITERS.map((reciter) => reciter.id).sort());
    for (const reciter of RECITERS) {
      expect(editionNamed(reciter.id)).toMatchObject({ format: 'audio', type: 'versebyverse', direction: null });
      for (const bitrate of SECONDARY_BITRATES[reciter.id]) expect(bitrate).toBeLessThan(reciter.bitrate);
    }
    expect(new Set(ALQURAN_EDITIONS.map((edition) => edition.identifier)).size).toBe(ALQURAN_EDITIONS.length);
  });

  it('adds audio fields to an audio edition only', () => {
    const ref = { surah: 2, ayah: 255, global: 262 };
    expect(audioFieldsOf(editionNamed('en.sahih'), ref)).toEqual({});
    expect(audioFieldsOf(editionNamed('ar.hudhaify'), ref)).toEqual({
      audio: 'https://cdn.islamic.network/quran/audio/128/ar.hudhaify/262.mp3',
      audioSecondary: [
        'https://cdn.islamic.network/quran/audio/64/ar.hudhaify/262.mp3',
        'https://cdn.islamic.network/quran/audio/32/ar.hudhaify/262.mp3',
      ],
    });
  });
});
