/**
 * What people type to find a famous narration: its well-known wording, an everyday paraphrase, or the title it goes
 * by ("the hadith of Gabriel", "حديث جبريل"), in English and in Arabic (without diacritics, as people type), each with
 * the narrations it names in sunnah.com numbering.
 *
 * Written 2026-11-26 from the hadith texts themselves (hadith-json v1.2.0, reached through the fawazahmed0 sunnah.com
 * reference pages; the Ibn Majah introduction, which those pages do not cover, by its position 1-266), independently of
 * any famous-narrations table the search may keep. It measures whether search finds a narration from ordinary words:
 * never use it to tune or fill such a table, or the measurement means nothing.
 *
 * `expected` lists the narration's places in the six books (`abudawood` is this project's spelling of Abu Dawud),
 * and `nawawi40:N` where Imam Nawawi's Forty has it; finding any one counts. Entries whose only number in a book is a
 * sunnah.com list or range block (e.g. Muslim "2998a, b", Bukhari "1427, 1428") leave that number out.
 */
export interface NarrationWording {
  /** What a person types: a famous wording, a paraphrase, or a title such as "the hadith of Gabriel". */
  query: string;
  language: 'en' | 'ar';
  /** The narration(s) it names, as "collection:number" in sunnah.com numbering; any one counts as found. */
  expected: readonly string[];
}

const en = (query: string, expected: readonly string[]): NarrationWording => ({ query, language: 'en', expected });
const ar = (query: string, expected: readonly string[]): NarrationWording => ({ query, language: 'ar', expected });

// "Actions are by intentions" ('Umar).
const INTENTIONS = [
  'bukhari:1',
  'bukhari:54',
  'bukhari:6689',
  'bukhari:6953',
  'muslim:1907a',
  'abudawood:2201',
  'tirmidhi:1647',
  'nasai:75',
  'ibnmajah:4227',
  'nawawi40:1',
];
// Gabriel asks about islam, iman, ihsan and the Hour ('Umar; Abu Huraira).
const GABRIEL = [
  'muslim:8a',
  'muslim:10',
  'bukhari:50',
  'bukhari:4777',
  'abudawood:4695',
  'tirmidhi:2610',
  'nasai:4990',
  'nasai:4991',
  'ibnmajah:63',
  'nawawi40:2',
];
// "Religion is sincere advice (nasiha)" (Tamim ad-Dari; Abu Huraira).
const NASIHA = ['muslim:55a', 'abudawood:4944', 'tirmidhi:1926', 'nasai:4197', 'nasai:4198', 'nasai:4199', 'nasai:4200', 'nawawi40:7'];
// "None of you believes until he loves for his brother what he loves for himself" (Anas).
const LOVE_FOR_BROTHER = [
  'bukhari:13',
  'muslim:45a',
  'muslim:45b',
  'tirmidhi:2515',
  'nasai:5016',
  'nasai:5017',
  'nasai:5039',
  'ibnmajah:66',
  'nawawi40:13',
];
// "None of you believes until I am dearer to him than his father, his child and all people" (Anas; Abu Huraira).
const PROPHET_MORE_BELOVED = [
  'bukhari:14',
  'bukhari:15',
  'muslim:44a',
  'muslim:44b',
  'nasai:5013',
  'nasai:5014',
  'nasai:5015',
  'ibnmajah:67',
];
// "Leave what makes you doubt for what does not" (al-Hasan b. 'Ali).
const DOUBT = ['tirmidhi:2518', 'nasai:5711', 'nawawi40:11'];
// "Whoever believes in Allah and the Last Day, let him speak good or keep silent" (Abu Huraira).
const SPEAK_GOOD = [
  'bukhari:6018',
  'bukhari:6136',
  'bukhari:6138',
  'bukhari:6475',
  'muslim:47a',
  'abudawood:5154',
  'tirmidhi:2500',
  'ibnmajah:3971',
  'nawawi40:15',
];
// "Advise me." "Do not get angry." (Abu Huraira).
const ANGER = ['bukhari:6116', 'tirmidhi:2020', 'nawawi40:16'];
// "The strong man is not the good wrestler" (Abu Huraira).
const STRONG = ['bukhari:6114', 'muslim:2609a', 'muslim:2609b'];
// "Islam is built on five" (Ibn 'Umar).
const BUILT_ON_FIVE = ['bukhari:8', 'muslim:16a', 'muslim:16b', 'muslim:16c', 'muslim:16d', 'tirmidhi:2609', 'nasai:5001', 'nawawi40:3'];
// "The halal is clear and the haram is clear" (an-Nu'man b. Bashir).
const HALAL_HARAM = [
  'bukhari:52',
  'bukhari:2051',
  'muslim:1599a',
  'abudawood:3329',
  'tirmidhi:1205',
  'nasai:4453',
  'nasai:5710',
  'ibnmajah:3984',
  'nawawi40:6',
];
// "Your smiling in your brother's face is charity" (Abu Dharr); and "every good deed is charity ... a cheerful face" (Jabir).
const SMILE = ['tirmidhi:1956', 'tirmidhi:1970'];
// "Do not belittle any good deed, even meeting your brother with a cheerful face" (Abu Dharr).
const CHEERFUL_FACE = ['muslim:2626', 'tirmidhi:1833'];
// "The Muslim is the one from whose tongue and hand the Muslims are safe".
const TONGUE_AND_HAND = [
  'bukhari:10',
  'bukhari:11',
  'bukhari:6484',
  'muslim:40',
  'muslim:41',
  'abudawood:2481',
  'tirmidhi:2627',
  'nasai:4996',
];
// "Seeking knowledge is an obligation upon every Muslim" (Anas).
const SEEK_KNOWLEDGE = ['ibnmajah:224'];
// "Whoever follows a path seeking knowledge, Allah makes easy for him a path to Paradise" (Abu Huraira; Abu ad-Darda').
const PATH_OF_KNOWLEDGE = [
  'muslim:2699a',
  'abudawood:3641',
  'abudawood:3643',
  'tirmidhi:2646',
  'tirmidhi:2682',
  'ibnmajah:223',
  'ibnmajah:225',
];
// "The best of you are those who learn the Quran and teach it" ('Uthman; 'Ali).
const LEARN_QURAN = [
  'bukhari:5027',
  'bukhari:5028',
  'abudawood:1452',
  'tirmidhi:2907',
  'tirmidhi:2908',
  'tirmidhi:2909',
  'ibnmajah:211',
  'ibnmajah:212',
];
// "Stay with her, for Paradise is beneath her feet" (Mu'awiya b. Jahima).
const MOTHER_FEET = ['nasai:3104'];
// "Who most deserves my good company?" "Your mother ... your mother ... your mother, then your father."
const YOUR_MOTHER = ['bukhari:5971', 'muslim:2548a', 'muslim:2548b', 'abudawood:5139', 'tirmidhi:1897', 'ibnmajah:2706', 'ibnmajah:3658'];
// "Whoever relieves a believer of a worldly grief, Allah relieves him of a grief of the Day of Resurrection" (Abu Huraira).
const WORLDLY_GRIEF = ['muslim:2699a', 'abudawood:4946', 'tirmidhi:1930', 'tirmidhi:2945', 'ibnmajah:225', 'nawawi40:36'];
// "Be in this world as though you were a stranger or a wayfarer" (Ibn 'Umar).
const STRANGER = ['bukhari:6416', 'tirmidhi:2333', 'ibnmajah:4114', 'nawawi40:40'];
// "A believer is not stung from the same hole twice" (Abu Huraira; Ibn 'Umar).
const STUNG_TWICE = ['bukhari:6133', 'abudawood:4862', 'ibnmajah:3982', 'ibnmajah:3983'];
// "Modesty (haya) is part of faith" / "a branch of faith".
const MODESTY = [
  'bukhari:9',
  'bukhari:24',
  'bukhari:6118',
  'muslim:35a',
  'muslim:35b',
  'muslim:36a',
  'abudawood:4676',
  'abudawood:4795',
  'tirmidhi:2009',
  'tirmidhi:2615',
  'nasai:5004',
  'nasai:5005',
  'nasai:5006',
  'nasai:5033',
  'ibnmajah:57',
  'ibnmajah:58',
  'ibnmajah:4184',
];
// "Faith has some sixty or seventy branches ... and modesty is a branch of faith" (Abu Huraira).
const BRANCHES_OF_FAITH = ['bukhari:9', 'muslim:35a', 'muslim:35b', 'abudawood:4676', 'nasai:5004', 'nasai:5005', 'ibnmajah:57'];
// "If you feel no shame, do as you wish" (Abu Mas'ud).
const NO_SHAME = ['bukhari:3483', 'bukhari:3484', 'bukhari:6120', 'abudawood:4797', 'ibnmajah:4183', 'nawawi40:20'];
// "Purity is half of faith" (Abu Malik al-Ash'ari).
const PURITY_HALF = ['muslim:223', 'tirmidhi:3517', 'nasai:2437', 'ibnmajah:280', 'nawawi40:23'];
// "The merciful are shown mercy by the Most Merciful: be merciful to those on earth" ('Abdullah b. 'Amr).
const MERCY_ON_EARTH = ['abudawood:4941', 'tirmidhi:1924'];
// "He who does not show mercy is not shown mercy".
const NO_MERCY = [
  'bukhari:5997',
  'bukhari:6013',
  'bukhari:7376',
  'muslim:2318a',
  'muslim:2319a',
  'abudawood:5218',
  'tirmidhi:1911',
  'tirmidhi:1922',
];
// "The upper hand is better than the lower hand".
const UPPER_HAND = [
  'bukhari:1429',
  'bukhari:5355',
  'muslim:1033',
  'muslim:1034',
  'abudawood:1648',
  'nasai:2533',
  'nasai:2534',
  'nasai:2543',
];
// "Whoever guides to good has a reward like the one who does it" (Abu Mas'ud; Anas).
const GUIDES_TO_GOOD = ['muslim:1893a', 'abudawood:5129', 'tirmidhi:2670', 'tirmidhi:2671'];
// "The deeds most beloved to Allah are the most constant, even if small" ('A'isha).
const CONSISTENT_DEEDS = [
  'bukhari:6464',
  'bukhari:6465',
  'muslim:782a',
  'muslim:782b',
  'muslim:783b',
  'muslim:2818a',
  'abudawood:1368',
  'nasai:762',
  'ibnmajah:4240',
];
// "O boy, I will teach you some words: be mindful of Allah and He will protect you" (Ibn 'Abbas).
const MINDFUL_OF_ALLAH = ['tirmidhi:2516', 'nawawi40:19'];
// "Part of the excellence of a man's Islam is leaving what does not concern him".
const WHAT_DOES_NOT_CONCERN = ['tirmidhi:2317', 'tirmidhi:2318', 'ibnmajah:3976', 'nawawi40:12'];
// "Whoever of you sees an evil, let him change it with his hand ..." (Abu Sa'id).
const CHANGE_EVIL = [
  'muslim:49a',
  'abudawood:1140',
  'tirmidhi:2172',
  'nasai:5008',
  'nasai:5009',
  'ibnmajah:1275',
  'ibnmajah:4013',
  'nawawi40:34',
];
// "The best of you is the best to his family" ('A'isha; Ibn 'Abbas).
const BEST_TO_FAMILY = ['tirmidhi:3895', 'ibnmajah:1977'];
// "Make things easy and do not make them hard".
const MAKE_EASY = ['bukhari:69', 'bukhari:6125', 'muslim:1732', 'muslim:1734', 'abudawood:4835'];
// "Fear Allah wherever you are, follow a bad deed with a good one, and treat people well" (Abu Dharr).
const TAQWA_WHEREVER = ['tirmidhi:1987', 'nawawi40:18'];

export const FAMOUS_NARRATION_WORDINGS: readonly NarrationWording[] = [
  en('actions are judged by intentions', INTENTIONS),
  en('the hadith of intentions', INTENTIONS),
  en('every person will get what he intended, whoever emigrated for a woman to marry', INTENTIONS),
  ar('إنما الأعمال بالنيات', INTENTIONS),
  ar('حديث إنما الأعمال بالنيات', INTENTIONS),
  ar('وانما لكل امرئ ما نوى', INTENTIONS),

  en('the hadith of Gabriel', GABRIEL),
  en('hadith jibril islam iman ihsan', GABRIEL),
  en('a man in very white clothes came and asked the Prophet what is islam, what is iman, what is ihsan', GABRIEL),
  ar('حديث جبريل', GABRIEL),
  ar('الإحسان أن تعبد الله كأنك تراه', GABRIEL),

  en('religion is sincere advice', NASIHA),
  en('the deen is naseeha', NASIHA),
  ar('الدين النصيحة', NASIHA),

  en('none of you truly believes until he loves for his brother what he loves for himself', LOVE_FOR_BROTHER),
  en('love for your brother what you love for yourself', LOVE_FOR_BROTHER),
  ar('لا يؤمن أحدكم حتى يحب لأخيه ما يحب لنفسه', LOVE_FOR_BROTHER),
  ar('حب لاخيك ما تحب لنفسك', LOVE_FOR_BROTHER),

  en('none of you believes until I am more beloved to him than his father, his children and all people', PROPHET_MORE_BELOVED),
  ar('لا يؤمن أحدكم حتى أكون أحب إليه من والده وولده والناس أجمعين', PROPHET_MORE_BELOVED),

  en('leave what makes you doubt for what does not make you doubt', DOUBT),
  en('if something makes you doubtful, leave it', DOUBT),
  ar('دع ما يريبك إلى ما لا يريبك', DOUBT),

  en('whoever believes in Allah and the Last Day let him speak good or remain silent', SPEAK_GOOD),
  en('say something good or keep quiet', SPEAK_GOOD),
  ar('من كان يؤمن بالله واليوم الآخر فليقل خيرا أو ليصمت', SPEAK_GOOD),
  ar('فليقل خيرا او ليصمت', SPEAK_GOOD),

  en('do not get angry', ANGER),
  en('a man asked the Prophet for advice and he kept repeating: do not become angry', ANGER),
  ar('لا تغضب', ANGER),
  ar('اوصني قال لا تغضب', ANGER),

  en('the strong man is not the good wrestler', STRONG),
  en('real strength is controlling yourself when you are angry', STRONG),
  ar('ليس الشديد بالصرعة', STRONG),
  ar('إنما الشديد الذي يملك نفسه عند الغضب', STRONG),

  en('Islam is built on five', BUILT_ON_FIVE),
  en('the hadith about the five pillars of Islam', BUILT_ON_FIVE),
  ar('بني الإسلام على خمس', BUILT_ON_FIVE),

  en('the halal is clear and the haram is clear', HALAL_HARAM),
  en('between the lawful and the unlawful are doubtful matters that many people do not know', HALAL_HARAM),
  ar('الحلال بين والحرام بين', HALAL_HARAM),
  ar('ألا وإن في الجسد مضغة إذا صلحت صلح الجسد كله', HALAL_HARAM),

  en('smiling is charity', SMILE),
  en('your smile in the face of your brother is charity', SMILE),
  ar('تبسمك في وجه أخيك صدقة', SMILE),

  en('do not belittle any good deed, even meeting your brother with a cheerful face', CHEERFUL_FACE),
  ar('لا تحقرن من المعروف شيئا ولو أن تلقى أخاك بوجه طلق', CHEERFUL_FACE),

  en('a Muslim is one from whose tongue and hand the Muslims are safe', TONGUE_AND_HAND),
  ar('المسلم من سلم المسلمون من لسانه ويده', TONGUE_AND_HAND),

  en('seeking knowledge is an obligation on every Muslim', SEEK_KNOWLEDGE),
  ar('طلب العلم فريضة على كل مسلم', SEEK_KNOWLEDGE),

  en('whoever takes a path to seek knowledge, Allah makes easy for him a path to paradise', PATH_OF_KNOWLEDGE),
  ar('من سلك طريقا يلتمس فيه علما سهل الله له به طريقا إلى الجنة', PATH_OF_KNOWLEDGE),

  en('the best of you are those who learn the Quran and teach it', LEARN_QURAN),
  ar('خيركم من تعلم القرآن وعلمه', LEARN_QURAN),

  en('paradise lies under the feet of mothers', MOTHER_FEET),
  en('stay with your mother, for paradise is beneath her feet', MOTHER_FEET),
  ar('الجنة تحت أقدام الأمهات', MOTHER_FEET),
  ar('فالزمها فإن الجنة تحت رجليها', MOTHER_FEET),

  en('your mother, your mother, your mother, then your father', YOUR_MOTHER),
  en('who deserves my good company the most', YOUR_MOTHER),
  ar('أمك ثم أمك ثم أمك ثم أبوك', YOUR_MOTHER),
  ar('من أحق الناس بحسن صحابتي', YOUR_MOTHER),

  en('whoever removes a worldly grief from a believer, Allah will remove from him a grief of the Day of Resurrection', WORLDLY_GRIEF),
  en('Allah helps his servant as long as the servant helps his brother', WORLDLY_GRIEF),
  ar('من نفس عن مؤمن كربة من كرب الدنيا', WORLDLY_GRIEF),
  ar('والله في عون العبد ما كان العبد في عون أخيه', WORLDLY_GRIEF),

  en('be in this world as if you were a stranger or a traveller', STRANGER),
  en('live in the dunya like a wayfarer passing through', STRANGER),
  ar('كن في الدنيا كأنك غريب أو عابر سبيل', STRANGER),

  en('the believer is not stung from the same hole twice', STUNG_TWICE),
  ar('لا يلدغ المؤمن من جحر واحد مرتين', STUNG_TWICE),

  en('modesty is part of faith', MODESTY),
  en('haya is a branch of iman', MODESTY),
  en('faith has over seventy branches, the lowest is removing something harmful from the road', BRANCHES_OF_FAITH),
  ar('الحياء من الإيمان', MODESTY),
  ar('الحياء شعبة من الايمان', MODESTY),
  ar('الإيمان بضع وسبعون شعبة', BRANCHES_OF_FAITH),

  en('if you feel no shame, then do as you wish', NO_SHAME),
  ar('إذا لم تستح فاصنع ما شئت', NO_SHAME),

  en('purity is half of faith', PURITY_HALF),
  en('cleanliness is half of iman', PURITY_HALF),
  ar('الطهور شطر الإيمان', PURITY_HALF),

  en('be merciful to those on earth and the One above the heavens will have mercy on you', MERCY_ON_EARTH),
  ar('ارحموا من في الأرض يرحمكم من في السماء', MERCY_ON_EARTH),
  ar('الراحمون يرحمهم الرحمن', MERCY_ON_EARTH),

  en('he who does not show mercy will not be shown mercy', NO_MERCY),
  ar('من لا يرحم لا يرحم', NO_MERCY),

  en('the upper hand is better than the lower hand', UPPER_HAND),
  en('the hand that gives is better than the hand that takes', UPPER_HAND),
  ar('اليد العليا خير من اليد السفلى', UPPER_HAND),

  en('whoever guides someone to good gets the same reward as the one who does it', GUIDES_TO_GOOD),
  ar('من دل على خير فله مثل أجر فاعله', GUIDES_TO_GOOD),
  ar('الدال على الخير كفاعله', GUIDES_TO_GOOD),

  en('the deeds most beloved to Allah are the most consistent even if small', CONSISTENT_DEEDS),
  en('small good deeds done regularly are better than a lot done once', CONSISTENT_DEEDS),
  ar('أحب الأعمال إلى الله أدومها وإن قل', CONSISTENT_DEEDS),

  en('be mindful of Allah and He will protect you', MINDFUL_OF_ALLAH),
  en('O young man, I will teach you some words', MINDFUL_OF_ALLAH),
  ar('احفظ الله يحفظك', MINDFUL_OF_ALLAH),
  ar('يا غلام اني اعلمك كلمات', MINDFUL_OF_ALLAH),

  en("part of the perfection of a person's Islam is leaving what does not concern him", WHAT_DOES_NOT_CONCERN),
  ar('من حسن إسلام المرء تركه ما لا يعنيه', WHAT_DOES_NOT_CONCERN),

  en('whoever among you sees an evil, let him change it with his hand, then his tongue, then his heart', CHANGE_EVIL),
  ar('من رأى منكم منكرا فليغيره بيده', CHANGE_EVIL),

  en('the best of you are those who are best to their families', BEST_TO_FAMILY),
  ar('خيركم خيركم لأهله', BEST_TO_FAMILY),

  en('make things easy and do not make them difficult', MAKE_EASY),
  ar('يسروا ولا تعسروا وبشروا ولا تنفروا', MAKE_EASY),

  en('fear Allah wherever you are and follow a bad deed with a good one to wipe it out', TAQWA_WHEREVER),
  ar('اتق الله حيثما كنت', TAQWA_WHEREVER),
];
