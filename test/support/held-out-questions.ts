import type { QuestionJudgment } from './question-judgments';

/**
 * A frozen, held-out set of question judgments: questions as people ask them, in English and in Arabic
 * (Modern Standard Arabic with some everyday, colloquial wording), on topics and in phrasings unlike
 * question-judgments.ts, each with the passages a teacher would open to answer it.
 *
 * Written on 2026-11-26 by a helper session of the project, before any tuning, from the scripture texts
 * alone: every verse was read in the quran-json package (Saheeh International English and the Uthmani
 * Arabic), doubtful ones checked against the classical commentaries (al-Jalalayn, al-Muyassar), and every
 * narration read in its collection (sunnah.com numbering). The search engine's code, weights and concept
 * tables were not read, and the engine was not run, while writing it.
 *
 * It must never be used to tune weights, concept tables or question terms: it exists only to measure
 * retrieval honestly on questions the project has not seen. Do not add its questions to the tuning set.
 *
 * Quran passages are "surah:ayah" or "surah:first-last"; hadith "collection:number" as sunnah.com numbers
 * them. The last questions have no answer in the sources: for those, the less returned the better.
 */

// Stories named by an everyday description
const SABBATH = ['7:163-166', '2:65-66', '4:154'];
const DHUL_QARNAYN = ['18:83-98'];
const KHIDR = ['18:60-82'];
const YUSUF_DREAM = ['12:4-6', '12:100'];
const ELEPHANT = ['105:1-5'];
const SHE_CAMEL = ['7:73-79', '11:61-68', '26:141-158', '54:23-31', '91:11-15', '17:59'];
const COW = ['2:67-73'];
const LUT = ['11:77-83', '15:58-77', '7:80-84', '26:160-175', '54:33-39', '29:28-35'];
const AAD = ['69:6-8', '41:15-16', '46:21-25', '54:18-21', '89:6-8', '7:65-72'];
const QARUN = ['28:76-82'];
const GARDEN_OWNERS = ['68:17-33'];
const TALUT = ['2:246-251'];
const SACRIFICE_SON = ['37:99-111'];
const AYYUB = ['21:83-84', '38:41-44'];
const ZAKARIYYA = ['19:2-11', '3:38-41', '21:89-90'];
const MUSA_BABY = ['28:7-13', '20:38-40'];
const PHARAOH_DROWNING = ['10:90-92', '26:61-67', '20:77-79', '2:50'];
const BLIND_MAN = ['80:1-10'];
const UZAIR = ['2:259'];
const CRUCIFIXION = ['4:157-158', '3:55', '5:117'];
const MOON_SPLIT = ['54:1-2'];
const UHUD = ['3:152-155', '3:165-167', '3:121-122'];

// Law and worship
const WILLS = ['2:180-182', '5:106-108', '4:11-12', '2:240'];
const WITNESSES = ['2:282', '65:2', '4:6', '5:106'];
const SHURA = ['42:38', '3:159'];
const TRAVELLERS = ['2:177', '2:215', '17:26', '30:38', '9:60', '4:36'];
const SLAUGHTER = ['6:118-121', '5:4', '22:34-36', '5:3'];
const SHORTENING = ['4:101'];
const FEAR_PRAYER = ['4:101-103', '2:239'];
const TAYAMMUM = ['4:43', '5:6'];
const MENSES = ['2:222'];
const DIVORCE_COUNT = ['2:229-232'];
const ZIHAR = ['58:1-4', '33:4'];
const MARRY_NON_MUSLIM = ['5:5', '2:221', '60:10'];
const ADOPTION = ['33:4-5', '33:37'];
const ACCIDENTAL_KILLING = ['4:92'];
const PERMISSION_TO_ENTER = ['24:27-29', '24:58-59'];
const BRIBERY = ['2:188', '5:42', '5:62-63', '4:29'];
const ABANDONING_PRAYER = ['19:59', '74:42-47', '107:4-5'];
const BLESSINGS_ON_PROPHET = ['33:56'];

// The unseen and the hereafter
const MARTYRS = ['3:169-171', '2:154', '3:157-158', '47:4-6'];
const SATAN_RESPITE = ['34:20-21', '15:36-42', '7:14-18', '17:62-65', '38:79-85', '14:22'];
const SLEEP_SOUL = ['39:42', '6:60'];
const BARZAKH = ['23:99-100', '40:45-46', '6:93', '8:50'];
const SHOOTING_STARS = ['67:5', '37:6-10', '15:16-18', '72:8-9'];
const FORTUNE_TELLERS = ['27:65', '6:59', '72:26-27', '31:34'];
const INTERCESSION = ['20:109', '34:23', '53:26', '39:44', '2:48', '21:28'];
const SCALES = ['21:47', '7:8-9', '23:102-103', '101:6-11'];
const EVIL_EYE = ['68:51', '12:67', '113:5'];
const QURAN_HEALING = ['17:82', '10:57', '41:44', '26:80'];

// Conduct and everyday life
const RUMOURS = ['49:6', '24:15-17', '17:36', '4:83'];
const FRIENDS = ['25:27-29', '43:67', '18:28'];
const GENTLE_DAWAH = ['16:125', '20:43-44', '29:46', '41:33'];
const OLD_AGE = ['16:70', '22:5', '36:68', '30:54'];
const SADNESS = ['94:5-6', '13:28', '12:86-87', '2:286', '65:7'];
const ARGUING_WITH_MUM = ['17:23-24', '31:14-15', '46:15', '29:8'];
const STINGINESS = ['3:180', '4:37', '47:38', '64:16', '92:8-11', '17:29'];
const TALEBEARING = ['68:10-13', '104:1'];
const FORGIVING_OTHERS = ['24:22', '42:40-43', '64:14', '7:199'];

/** Narrations a reader expects beside the verses (each read in its collection, sunnah.com numbering). */
const WILLS_HADITH = ['bukhari:2738', 'bukhari:2742'];
const SLAUGHTER_HADITH = ['bukhari:5507'];
const SHORTENING_HADITH = ['muslim:686a', 'bukhari:1081'];
const TAYAMMUM_HADITH = ['bukhari:334', 'bukhari:338'];
const MENSES_HADITH = ['bukhari:321', 'muslim:335a'];
const MARTYRS_HADITH = ['muslim:1887', 'bukhari:2817'];
const RUMOURS_HADITH = ['abudawood:4992'];
const FRIENDS_HADITH = ['bukhari:2101', 'muslim:2628'];
const MOON_SPLIT_HADITH = ['bukhari:3636', 'bukhari:4864', 'muslim:2800a'];
const ABANDONING_PRAYER_HADITH = ['muslim:82a', 'tirmidhi:2621'];
const EVIL_EYE_HADITH = ['bukhari:5740', 'muslim:2188'];
const TALEBEARING_HADITH = ['bukhari:6056', 'muslim:105a'];
const BLESSINGS_ON_PROPHET_HADITH = ['muslim:408'];

const en = (question: string, quran: readonly string[], hadith?: readonly string[]): QuestionJudgment => ({
  question,
  language: 'en',
  quran,
  ...(hadith ? { hadith } : {}),
  heldOut: true,
});
const ar = (question: string, quran: readonly string[], hadith?: readonly string[]): QuestionJudgment => ({
  question,
  language: 'ar',
  quran,
  ...(hadith ? { hadith } : {}),
  heldOut: true,
});

export const HELD_OUT_QUESTIONS: readonly QuestionJudgment[] = [
  // English
  en('Which people were turned into apes for catching fish on their day of rest?', SABBATH),
  en('Who was the king who travelled to where the sun sets and built a wall of iron and molten copper?', DHUL_QARNAYN),
  en('Why did the man Moses travelled with damage a boat and kill a boy?', KHIDR),
  en('what did it mean when yusuf saw the sun, the moon and eleven stars bowing to him', YUSUF_DREAM),
  en('What happened to the army that brought elephants to destroy the Kaaba?', ELEPHANT),
  en('What happened to the people who killed the camel God sent them as a sign?', SHE_CAMEL),
  en('Why were the Israelites told to slaughter a cow, and why did they keep asking questions about it?', COW),
  en('My grandfather is very ill. Should he write a will, and how much of his money can he leave to charity?', WILLS, WILLS_HADITH),
  en('When does the Quran say you should bring witnesses?', WITNESSES),
  en('Does Islam tell leaders to consult people before making decisions?', SHURA),
  en('A stranger whose car broke down asked me for money to get home. Do I have to help him?', TRAVELLERS),
  en("Can I eat chicken if I don't know whether God's name was said when it was killed?", SLAUGHTER, SLAUGHTER_HADITH),
  en('can I shorten my prayers when I travel for work', SHORTENING, SHORTENING_HADITH),
  en("I'm camping and there's no water anywhere, how do I get clean for prayer?", TAYAMMUM, TAYAMMUM_HADITH),
  en('Do women have to make up the prayers they missed during their period?', MENSES, MENSES_HADITH),
  en('what happens to someone who dies as a martyr', MARTYRS, MARTYRS_HADITH),
  en('If God is all-powerful, why does He let the devil keep misleading people?', SATAN_RESPITE),
  en('someone forwarded me a shocking rumour on whatsapp, should I pass it on?', RUMOURS, RUMOURS_HADITH),
  en('Is the evil eye real?', EVIL_EYE),
  en('How many times can a husband divorce his wife and still take her back?', DIVORCE_COUNT),
  en('I hit someone with my car by accident and they died. What do I owe their family?', ACCIDENTAL_KILLING),
  en('What happens to our souls while we are asleep?', SLEEP_SOUL),
  en('Can reciting the Quran cure sickness?', QURAN_HEALING),
  en('Where is a person between their death and the Day of Resurrection?', BARZAKH),
  en('How did the Muslims pray on the battlefield with the enemy close by?', FEAR_PRAYER),
  en('Which town was turned upside down and showered with stones of baked clay?', LUT),
  en('Who was the rich man whose treasure keys were too heavy to carry and whom the earth swallowed up?', QARUN),
  en('the brothers who planned to pick their orchard at dawn so no poor person could get any', GARDEN_OWNERS),
  en('Which prophet prayed for a son when he was old and his wife could not have children?', ZAKARIYYA),
  en('Was the Prophet ever told off for ignoring someone?', BLIND_MAN),
  en("We adopted a baby girl. Can she take my husband's surname?", ADOPTION),
  en('What are shooting stars?', SHOOTING_STARS),
  en('does it really matter who I hang out with', FRIENDS, FRIENDS_HADITH),
  en('How do I talk to my atheist friend about Islam without it turning into a fight?', GENTLE_DAWAH),
  en('Did Jesus die on the cross?', CRUCIFIXION),
  en('Who was the man God kept dead for a hundred years together with his donkey?', UZAIR),
  en('Why do some old people forget everything they once knew?', OLD_AGE),
  en('My brother has stopped praying altogether. How serious is that?', ABANDONING_PRAYER, ABANDONING_PRAYER_HADITH),
  en('Did the moon really split in two?', MOON_SPLIT, MOON_SPLIT_HADITH),
  en("I've been feeling hopeless and low for months. Is there anything in the Quran for me?", SADNESS),
  en('Will anyone be able to plead for us on Judgement Day?', INTERCESSION),
  en('my mum and I keep arguing, what does islam say', ARGUING_WITH_MUM),
  // Arabic
  ar('من هم الذين مسخهم الله قردة؟', SABBATH),
  ar('من هو ذو القرنين وما قصة السد الذي بناه؟', DHUL_QARNAYN),
  ar('ما قصة موسى مع العبد الصالح؟', KHIDR),
  ar('شو تفسير حلم سيدنا يوسف لما شاف الشمس والقمر ساجدين له؟', YUSUF_DREAM),
  ar('ماذا حدث لأبرهة وجيشه عندما أرادوا هدم الكعبة؟', ELEPHANT),
  ar('ما قصة ناقة صالح؟', SHE_CAMEL),
  ar('لماذا أمر الله بني إسرائيل بذبح بقرة؟', COW),
  ar('هل يجب على الإنسان أن يكتب وصيته قبل موته؟', WILLS),
  ar('ما حكم الإشهاد على البيع والعقود؟', WITNESSES),
  ar('ما أهمية الشورى في الإسلام؟', SHURA),
  ar('ما حق ابن السبيل؟', TRAVELLERS),
  ar('هل يجوز أكل ذبيحة لم يذكر اسم الله عليها؟', SLAUGHTER),
  ar('هل يجوز اني اصلي وانا مسافر ركعتين', SHORTENING, SHORTENING_HADITH),
  ar('ما هو التيمم ومتى يجوز؟', TAYAMMUM),
  ar('هل تصلي المرأة وهي حائض؟', MENSES, MENSES_HADITH),
  ar('هل الشهداء أحياء عند ربهم؟', MARTYRS),
  ar('ليش الله خلق الشيطان', SATAN_RESPITE),
  ar('وصلتني إشاعة على الواتساب، هل أنشرها؟', RUMOURS),
  ar('هل العين حق؟ وكيف أحمي نفسي من الحسد؟', EVIL_EYE, EVIL_EYE_HADITH),
  ar('كم مرة يحق للزوج أن يطلق زوجته؟', DIVORCE_COUNT),
  ar('ما الدية في القتل الخطأ؟', ACCIDENTAL_KILLING),
  ar('وين تروح الروح لما ننام؟', SLEEP_SOUL),
  ar('هل القرآن شفاء للأمراض؟', QURAN_HEALING),
  ar('هل عذاب القبر مذكور في القرآن؟', BARZAKH),
  ar('كيف أهلك الله قوم عاد؟', AAD),
  ar('ما قصة طالوت وجالوت؟', TALUT),
  ar('ما قصة رؤيا إبراهيم أنه يذبح ابنه؟', SACRIFICE_SON),
  ar('كيف صبر أيوب على المرض؟', AYYUB),
  ar('ليش أم موسى رمت ابنها في البحر؟', MUSA_BABY),
  ar('هل آمن فرعون قبل أن يغرق؟', PHARAOH_DROWNING),
  ar('زوجي قال لي أنت علي كظهر أمي، ماذا يلزمه؟', ZIHAR),
  ar('هل يجوز للمسلم أن يتزوج مسيحية؟', MARRY_NON_MUSLIM),
  ar('ما آداب الاستئذان قبل دخول البيوت؟', PERMISSION_TO_ENTER),
  ar('ما حكم دفع رشوة لموظف عشان يخلص معاملتي؟', BRIBERY),
  ar('هل يعلم المنجمون والعرافون المستقبل؟', FORTUNE_TELLERS),
  ar('ما عاقبة البخل؟', STINGINESS),
  ar('ما حكم النميمة ونقل الكلام بين الناس؟', TALEBEARING, TALEBEARING_HADITH),
  ar('أخوي ظلمني، هل لازم أسامحه؟', FORGIVING_OTHERS),
  ar('ما فضل الصلاة على النبي؟', BLESSINGS_ON_PROPHET, BLESSINGS_ON_PROPHET_HADITH),
  ar('هل توزن أعمالنا يوم القيامة؟', SCALES),
  ar('لماذا هزم المسلمون في غزوة أحد؟', UHUD),
  // No answer in the sources
  en('How do I change a flat tyre on my bike?', []),
  en('What time does the Premier League season start this year?', []),
  ar('كيف أعمل كيكة الشوكولاتة؟', []),
  ar('كم سعر تذكرة الطيران من القاهرة إلى دبي؟', []),
];
