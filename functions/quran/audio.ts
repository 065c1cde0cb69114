/**
 * Recitation audio URLs, filled in from configured templates so that the reciter or CDN can be
 * changed without re-importing the corpus.
 */
export interface AyahAudioRef {
  surah: number;
  ayah: number;
  /** Position of the ayah in the whole mushaf, 1..6236. */
  global: number;
}

const pad3 = (n: number) => String(n).padStart(3, '0');

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

export function surahAudioUrl(template: string, surah: number): string {
  return fill(template, { surah: String(surah), surah3: pad3(surah) });
}

export function ayahAudioUrl(template: string, ref: AyahAudioRef): string {
  return fill(template, {
    surah: String(ref.surah),
    surah3: pad3(ref.surah),
    ayah: String(ref.ayah),
    ayah3: pad3(ref.ayah),
    global: String(ref.global),
  });
}
