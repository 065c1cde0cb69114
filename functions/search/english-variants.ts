import { stemmer } from 'stemmer';

/**
 * Spellings of one word that people type interchangeably, first the one the index keeps. Both the texts
 * and the queries go through this table (after folding case, accents and apostrophes, so "qur'an" is
 * already "quran" and "du'a" "dua"), and it is applied to Porter stems, so inflections follow
 * ("neighbours" and "neighbors" meet; pairs the stemmer already joins, such as travelled/traveled, are not
 * listed). A spelling belongs here only if it never means another word in
 * these corpora: "lot" (Lut), "job" (Ayyub) and "john" (Yahya) are left out for that reason.
 */
export const ENGLISH_VARIANTS: readonly (readonly string[])[] = [
  // British and American spelling
  ['neighbor', 'neighbour'],
  ['honor', 'honour'],
  ['favor', 'favour'],
  ['color', 'colour'],
  ['labor', 'labour'],
  ['behavior', 'behaviour'],
  ['harbor', 'harbour'],
  ['rumor', 'rumour'],
  ['splendor', 'splendour'],
  ['vigor', 'vigour'],
  ['valor', 'valour'],
  ['savior', 'saviour'],
  ['odor', 'odour'],
  ['armor', 'armour'],
  ['ardor', 'ardour'],
  ['fervor', 'fervour'],
  ['center', 'centre'],
  ['theater', 'theatre'],
  ['meter', 'metre'],
  ['judgment', 'judgement'],
  ['jewelry', 'jewellery'],
  ['gray', 'grey'],
  ['plow', 'plough'],
  ['defense', 'defence'],
  ['offense', 'offence'],
  ['pretense', 'pretence'],
  ['practice', 'practise'],
  ['realize', 'realise'],
  ['recognize', 'recognise'],
  ['apologize', 'apologise'],
  ['worshiper', 'worshipper'],
  ['sulfur', 'sulphur'],
  ['mold', 'mould'],
  ['skeptic', 'sceptic'],
  // Transliterations of Islamic terms
  ['salah', 'salat', 'salaat', 'salaah', 'salaa', 'swalah'],
  ['zakat', 'zakah', 'zakaat', 'zakaah', 'zakath'],
  ['quran', 'koran', 'quraan', 'kuran', 'coran'],
  ['hajj', 'haj', 'hadj'],
  ['umrah', 'umra'],
  ['wudu', 'wudhu', 'wuzu', 'wudoo', 'wudhoo', 'wuduu', 'wadu'],
  ['ghusl', 'ghusal'],
  ['tayammum', 'tayamum', 'tayammam'],
  ['dua', 'duaa', 'doa', 'dooa'],
  ['dhikr', 'zikr', 'thikr', 'zikar'],
  ['ramadan', 'ramadhan', 'ramazan', 'ramzan'],
  ['suhur', 'suhoor', 'sahur', 'sehri'],
  ['iftar', 'iftaar'],
  ['sunnah', 'sunna', 'sunnat'],
  ['hadith', 'hadeeth', 'hadis'],
  ['jannah', 'jannat', 'janna'],
  ['jahannam', 'jahannum', 'jahanam'],
  ['adhan', 'azan', 'athan', 'adhaan', 'azaan'],
  ['iqamah', 'iqama', 'iqamat', 'iqaamah'],
  ['fajr', 'fajar'],
  ['dhuhr', 'zuhr', 'duhr', 'zuhur', 'dhuhur', 'zohar'],
  ['asr', 'asar'],
  ['maghrib', 'magrib'],
  ['isha', 'ishaa'],
  ['tahajjud', 'tahajud'],
  ['tarawih', 'taraweeh', 'taraweh'],
  ['jumuah', 'jumah', 'jummah', 'jumma', 'jumua'],
  ['khutbah', 'khutba'],
  ['masjid', 'masjed'],
  ['mecca', 'makkah', 'makka', 'mekka'],
  ['medina', 'madinah', 'madina', 'medinah'],
  ['kaaba', 'kabah', 'kaabah', 'kaba'],
  ['sadaqah', 'sadaqa', 'sadqa', 'sadaka'],
  ['tawhid', 'tawheed', 'tauhid'],
  ['ummah', 'umma'],
  ['istighfar', 'istighfaar'],
  ['taqwa', 'taqwah'],
  ['muhammad', 'mohammed', 'mohammad', 'muhammed', 'mohamed'],
  // Prophets and others, named in English by one translation and transliterated by another
  ['moses', 'musa', 'moosa'],
  ['abraham', 'ibrahim', 'ibraheem'],
  ['jesus', 'isa', 'eesa'],
  ['noah', 'nuh', 'nooh'],
  ['joseph', 'yusuf', 'yousuf'],
  ['solomon', 'sulaiman', 'sulayman'],
  ['david', 'dawud', 'dawood', 'daud'],
  ['aaron', 'harun', 'haroon'],
  ['ishmael', 'ismail', 'ismael'],
  ['isaac', 'ishaq'],
  ['jacob', 'yaqub', 'yaqoob', 'yakub'],
  ['jonah', 'yunus', 'younus'],
  ['mary', 'maryam', 'mariam'],
  ['gabriel', 'jibril', 'jibreel', 'jibrail'],
  ['pharaoh', 'firaun', 'firawn', 'firon'],
  ['zechariah', 'zachariah', 'zakariya', 'zakariyya', 'zakariyah'],
  ['elijah', 'ilyas', 'elias'],
  ['enoch', 'idris'],
];

/** Porter stem of each listed spelling, to the stem of the spelling kept. */
const CANONICAL_STEMS = new Map<string, string>();
for (const [kept, ...others] of ENGLISH_VARIANTS) {
  for (const other of others) CANONICAL_STEMS.set(stemmer(other), stemmer(kept));
}

/** The stem a folded English word is indexed and searched under. */
export function englishTerm(foldedWord: string): string {
  const stem = stemmer(foldedWord);
  return CANONICAL_STEMS.get(stem) ?? stem;
}
