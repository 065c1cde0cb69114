import type { DuaRecord } from '../../../../functions/duas/dua-items';

/** Five duas in three categories, one with every field and two references: what the service tests read. */
const dua = (
  id: number,
  category: DuaRecord['category'],
  title: string,
  translation: string,
  extra: Partial<DuaRecord> = {},
): DuaRecord => ({
  id,
  title,
  category,
  chapter: `Chapter of ${title}`,
  arabic: 'بِسْمِ اللَّهِ',
  translation,
  repeat: 1,
  references: [],
  origins: ['test'],
  ...extra,
});

export const DUAS: DuaRecord[] = [
  dua(1, 'morning-evening', 'Morning remembrance', 'We have reached the morning and the dominion belongs to Allah', {
    transliteration: 'Asbahna wa asbahal-mulku lillah',
    repeat: 3,
    repeatNote: 'in the morning',
    references: [
      { collection: 'muslim', number: '2723', verified: true, grades: [{ grader: 'Muslim', grade: 'Sahih', class: 'sahih' }] },
      { collection: 'abudawood', verified: false, note: 'cited without a number' },
    ],
  }),
  dua(2, 'morning-evening', 'Evening remembrance', 'We have reached the evening and the dominion belongs to Allah'),
  dua(3, 'traveling', 'Setting out on a journey', 'Glory be to Him who has subjected this to us', { virtue: 'protection on the road' }),
  dua(4, 'traveling', 'Returning from a journey', 'Returning, repenting, worshipping and praising our Lord'),
  dua(5, 'anxiety-sorrow', 'In distress', 'O Allah, I seek refuge in You from worry and grief'),
];
