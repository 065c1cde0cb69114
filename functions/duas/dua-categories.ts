/**
 * The user-facing dua categories, and how a category named in a request is matched: case-insensitively,
 * with "&" and "and" interchangeable and punctuation ignored ("morning and evening" finds "Morning & Evening").
 */
export const DUA_CATEGORIES = [
  { slug: 'morning-evening', name: 'Morning & Evening' },
  { slug: 'waking-sleeping', name: 'Waking & Sleeping' },
  { slug: 'prayer-mosque', name: 'Prayer & Mosque' },
  { slug: 'daily-life', name: 'Daily Life' },
  { slug: 'anxiety-sorrow', name: 'Anxiety & Sorrow' },
  { slug: 'protection', name: 'Protection' },
  { slug: 'traveling', name: 'Traveling' },
  { slug: 'food-fasting', name: 'Food & Fasting' },
  { slug: 'illness-death', name: 'Illness & Death' },
  { slug: 'weather-nature', name: 'Weather & Nature' },
  { slug: 'hajj-umrah', name: 'Hajj & Umrah' },
  { slug: 'family-social', name: 'Family & Social Life' },
  { slug: 'forgiveness-remembrance', name: 'Forgiveness & Remembrance' },
] as const;

export type DuaCategorySlug = (typeof DUA_CATEGORIES)[number]['slug'];

const comparable = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The category a request names, by name or slug; undefined when none matches. */
export function findDuaCategory(requested: string) {
  const wanted = comparable(requested);
  return DUA_CATEGORIES.find((category) => comparable(category.name) === wanted || comparable(category.slug) === wanted);
}
