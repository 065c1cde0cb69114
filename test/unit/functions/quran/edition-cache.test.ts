import type { QuranRepository } from '../../../../functions/quran/quran-repository';
import { QuranService } from '../../../../functions/quran/quran-service';
import { editionByName } from '../../../../functions/quran/translations';
import { AYAH_COUNTS } from '../../../../functions/shared/quran-structure';

/** A repository double (no table): every surah exists; edition reads are counted. */
function countingRepository() {
  const editionReads: string[] = [];
  const ayahs = (surah: number) =>
    Array.from({ length: AYAH_COUNTS[surah - 1] }, (_, i) => ({
      surah,
      ayah: i + 1,
      global: 0,
      arabic: 'ع',
      translation: 'en',
      PK: '',
      SK: '',
    }));
  const repository = {
    listSurahs: async () =>
      AYAH_COUNTS.map((count, i) => ({
        surah: i + 1,
        totalAyahs: count,
        nameArabic: '',
        nameEnglish: `S${i + 1}`,
        nameTranslation: '',
        revelationType: 'meccan',
      })),
    listAyahs: async (surah: number) => ayahs(surah),
    listEditionAyahs: async (edition: string, surah: number) => {
      editionReads.push(`${edition}#${surah}`);
      return ayahs(surah).map(({ surah: s, ayah }) => ({ surah: s, ayah, text: `${edition} ${s}:${ayah}` }));
    },
  };
  return { repository: repository as unknown as QuranRepository, editionReads };
}

const settings = { importCommand: 'import', reciter: 'r', surahAudioUrlTemplate: '{surah}', ayahAudioUrlTemplate: '{global}' };

describe("the container's surahs of other editions", () => {
  it('reads a surah of an edition once within five minutes, and again after', async () => {
    let now = 0;
    const { repository, editionReads } = countingRepository();
    const service = new QuranService(repository, settings, () => now).withEditions([editionByName('ur')!]);
    const first = await service.surah(112);
    await service.surah(112);
    expect(editionReads).toEqual(['ur.maududi#112']);
    expect(first.ayahs[0].translations).toEqual({ 'ur.maududi': 'ur.maududi 112:1' });
    now += 5 * 60 * 1000 + 1;
    await service.surah(112);
    expect(editionReads).toEqual(['ur.maududi#112', 'ur.maududi#112']);
  });

  it('keeps the forty most recently used, shared by the services derived from one', async () => {
    const { repository, editionReads } = countingRepository();
    const base = new QuranService(repository, settings, () => 0);
    const urdu = base.withEditions([editionByName('ur')!]);
    for (let surah = 1; surah <= 41; surah += 1) await urdu.surah(surah);
    await base.withEditions([editionByName('ur')!]).surah(41); // kept, and shared
    expect(editionReads).toHaveLength(41);
    await urdu.surah(1); // the least recently used went
    expect(editionReads).toHaveLength(42);
  });
});
