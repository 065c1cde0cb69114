import { ayahAudioUrl, surahAudioUrl } from '../../../../functions/quran/audio';

describe('audio URLs', () => {
  it('fills surah templates, plain and zero-padded', () => {
    expect(surahAudioUrl('https://cdn.example/s/{surah}.mp3', 9)).toBe('https://cdn.example/s/9.mp3');
    expect(surahAudioUrl('https://cdn.example/s/{surah3}.mp3', 9)).toBe('https://cdn.example/s/009.mp3');
  });

  it('fills ayah templates with local and global numbers', () => {
    const ref = { surah: 2, ayah: 255, global: 262 };
    expect(ayahAudioUrl('https://cdn.example/a/{global}.mp3', ref)).toBe('https://cdn.example/a/262.mp3');
    expect(ayahAudioUrl('https://everyayah.example/{surah3}{ayah3}.mp3', ref)).toBe('https://everyayah.example/002255.mp3');
    expect(ayahAudioUrl('/{surah}/{ayah}', ref)).toBe('/2/255');
  });

  it('leaves unknown placeholders visible rather than guessing', () => {
    expect(surahAudioUrl('/{reciter}/{surah}', 1)).toBe('/{reciter}/1');
  });
});
