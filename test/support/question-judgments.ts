/**
 * The project's question judgments: questions as people ask them, in English and in Modern Standard
 * Arabic, each with the passages a reader expects an answer to rest on, written from the texts (the
 * verses a teacher would open; the narrations sunnah.com numbers), not from the engine's output. Some
 * have no answer in the sources: for those, the less returned the better.
 *
 * Quran passages are "surah:ayah" or "surah:first-last"; hadith "collection:number" as sunnah.com numbers
 * them. A retrieved verse or passage counts for the first expected passage it overlaps; each expected
 * passage counts once (question-metrics.ts).
 *
 * `heldOut` questions were written after the concept table and weights were frozen, and were never used
 * to tune them: their figures are the honest estimate for questions the project has not seen.
 */
export interface QuestionJudgment {
  question: string;
  language: 'en' | 'ar';
  quran: readonly string[];
  hadith?: readonly string[];
  heldOut?: boolean;
}

const PARENTS = ['17:23-24', '31:14-15', '46:15', '2:83', '4:36', '29:8', '6:151'];
const PATIENCE = ['2:153-157', '2:45', '3:200', '103:3', '39:10', '16:127', '31:17', '11:115'];
const RIBA = ['2:275-280', '3:130', '4:161', '30:39'];
const WUDU = ['5:6', '4:43'];
const IDDAH = ['2:228', '2:234', '65:1-4', '33:49'];
const HIJAB = ['24:31', '33:59', '33:53', '24:60'];
const ALCOHOL = ['5:90-91', '2:219', '4:43'];
const ZAKAT_RECIPIENTS = ['9:60'];
const QURAN_REVEALED = ['2:185', '97:1', '44:3'];
const THEFT = ['5:38'];
const FORGIVENESS = ['39:53', '4:48', '4:116', '25:70'];
const BACKBITING = ['49:12', '104:1'];
const PURPOSE = ['51:56', '67:2', '23:115'];
const ORPHANS = ['4:2', '4:6', '4:10', '93:9', '107:2', '17:34', '2:220'];
const KILLING = ['5:32', '4:93', '17:33', '6:151', '25:68'];
const COMPULSION = ['2:256', '10:99', '18:29', '109:6'];
const FASTING = ['2:183-187'];
const HAJJ = ['3:97', '22:27', '2:196-197'];
const BELIEVERS = ['23:1-11', '8:2-4', '9:71', '49:15', '25:63-76', '48:29'];
const EMBRYO = ['23:12-14', '22:5', '40:67', '96:2', '86:5-7', '39:6'];
const JESUS_BIRTH = ['19:16-34', '3:45-47', '3:59'];
const JONAH = ['37:139-148', '21:87-88', '68:48-50'];
const KURSI = ['2:255'];
const JUSTICE = ['4:135', '5:8', '16:90', '4:58'];
const ANGER = ['3:134', '42:37', '41:34'];
const LYING = ['16:105', '40:28', '3:61', '22:30', '25:72'];
const INHERITANCE = ['4:11-12', '4:176', '4:7'];
const POLYGAMY = ['4:3', '4:129'];
const MAHR = ['4:4', '4:24-25', '2:236-237'];
const SPOUSES = ['4:19', '30:21', '2:187', '2:228', '4:34', '4:128'];
const GAMBLING = ['5:90-91', '2:219'];
const FOOD = ['2:173', '5:3', '6:145', '16:115'];
const PARADISE = ['47:15', '55:46-76', '56:10-38', '76:12-22', '18:31', '2:25'];
const HYPOCRITES = ['2:8-20', '63:1-4', '4:142-145', '9:67'];
const KNOWLEDGE = ['20:114', '39:9', '58:11', '35:28', '96:1-5'];
const REFLECTION = ['3:190-191', '30:20-24', '2:164', '45:3-5'];
const NIGHT_JOURNEY = ['17:1', '53:13-18'];
const QADR = ['97:1-5', '44:3-4'];
const REPENTANCE = ['66:8', '39:53-54', '4:17-18', '11:3', '71:10-12', '3:135', '4:110', '25:70'];
const DUA = ['2:186', '40:60', '7:55-56', '27:62'];
const TAWAKKUL = ['65:3', '3:159', '3:173', '8:2', '14:12', '9:51', '33:3'];
const GRATITUDE = ['14:7', '2:152', '31:12', '16:114', '39:7'];
const ARROGANCE = ['31:18', '17:37', '16:23', '40:60', '7:146', '57:23'];
const LUQMAN = ['31:12-19'];
const CAVE = ['18:9-26'];
const GOG = ['18:94-98', '21:96'];
const EQUALITY = ['49:13', '30:22'];
const MOCKERY = ['49:11', '104:1'];
const TRUSTS = ['4:58', '17:34', '5:1', '23:8', '70:32', '2:177', '16:91'];
const DEBT_WRITING = ['2:282-283'];
const PRAYER_TIMES = ['17:78', '11:114', '4:103', '30:17-18', '20:130', '2:238'];
const FRIDAY = ['62:9-10'];
const NIGHT_PRAYER = ['17:79', '73:1-6', '73:20', '51:17', '32:16', '25:64'];
const ADULTERY = ['17:32', '24:2-3', '25:68', '4:15-16'];
const SLANDER = ['24:4', '24:23', '24:11-19'];
const MAGIC = ['2:102', '20:69', '113:4', '10:81'];
const ENVY = ['113:5', '4:54', '4:32', '2:109'];
const WASTE = ['17:26-27', '7:31', '6:141', '25:67'];
const SUICIDE = ['4:29-30', '2:195'];
const FIGHTING = ['2:190-193', '22:39-40', '4:75', '8:61'];
const PEACEFUL_NON_MUSLIMS = ['60:8-9'];
const NEIGHBOURS = ['4:36'];
const PEOPLE_OF_THE_BOOK = ['3:64', '5:5', '29:46', '3:113-115', '2:62', '5:82'];
const DEATH = ['3:185', '21:35', '29:57', '62:8', '4:78', '50:19', '56:83-87'];
const LAST_PROPHET = ['33:40'];
const FOLLOW_PROPHET = ['3:31-32', '33:21', '59:7', '4:59', '4:80', '24:54'];
const SIX_DAYS = ['7:54', '10:3', '11:7', '25:59', '32:4', '50:38', '57:4', '41:9-12'];
const SOUL = ['17:85', '15:29', '32:9', '38:72'];
const ANGELS = ['35:1', '66:6', '2:30-34', '21:26-28', '82:10-12', '50:17-18'];
const JINN = ['72:1-15', '51:56', '55:15', '46:29-32', '6:130'];
const IBLIS = ['2:34', '7:11-12', '15:28-33', '17:61', '18:50', '38:71-76'];
const NOAH = ['11:36-48', '23:27-29', '54:11-15', '71:1-28', '29:14-15'];
const ABRAHAM_IDOLS = ['21:51-70', '37:83-98', '6:74-79', '26:69-82'];
const MOSES_MAGICIANS = ['7:103-126', '20:56-73', '26:30-51'];
const ANTS = ['27:17-19'];
const SHEBA = ['27:22-44'];
const DAY_OF_JUDGEMENT = ['99:1-8', '101:1-11', '82:1-19', '81:1-14', '22:1-2', '69:13-18', '39:68-70'];
const SPENDING_SHOW = ['2:264', '2:262', '4:38', '107:6'];
const SPYING = ['49:12'];

/** Narrations a reader expects beside the verses (checked against the texts, sunnah.com numbering). */
const PARENTS_HADITH = ['bukhari:5971', 'muslim:2548a', 'bukhari:5976', 'bukhari:2654', 'nasai:3104', 'tirmidhi:1899'];
const PATIENCE_HADITH = ['bukhari:1283', 'muslim:2999', 'bukhari:1469'];
const RIBA_HADITH = ['muslim:1598', 'bukhari:2766'];
const WUDU_HADITH = ['bukhari:159', 'bukhari:164'];
const BACKBITING_HADITH = ['muslim:2589', 'abudawood:4874'];
const ORPHANS_HADITH = ['bukhari:5304', 'bukhari:6005'];
const ANGER_HADITH = ['bukhari:6116', 'bukhari:6114', 'muslim:2609a'];
const LYING_HADITH = ['bukhari:6094', 'muslim:2607a', 'bukhari:33', 'muslim:59a'];
const HYPOCRITES_HADITH = ['bukhari:33', 'bukhari:34', 'muslim:59a'];
const NEIGHBOURS_HADITH = ['bukhari:6014', 'bukhari:6018', 'muslim:47a'];
const KNOWLEDGE_HADITH = ['muslim:2699a', 'tirmidhi:2646', 'abudawood:3641'];
const REPENTANCE_HADITH = ['bukhari:6309', 'muslim:2747a', 'bukhari:6307'];
const DUA_HADITH = ['abudawood:1488', 'tirmidhi:3247', 'abudawood:1479', 'bukhari:1145', 'muslim:758a'];
const TAWAKKUL_HADITH = ['tirmidhi:2344', 'ibnmajah:4164'];
const GRATITUDE_HADITH = ['tirmidhi:1954', 'abudawood:4811'];
const ARROGANCE_HADITH = ['muslim:91a'];
const NIGHT_PRAYER_HADITH = ['bukhari:1145', 'muslim:758a'];
const QADR_HADITH = ['bukhari:2014', 'bukhari:2017', 'bukhari:35'];
const FASTING_HADITH = ['bukhari:1904', 'bukhari:1894', 'bukhari:38', 'bukhari:2014'];
const FRIDAY_HADITH = ['bukhari:883', 'muslim:854a'];
const ENVY_HADITH = ['abudawood:4903', 'bukhari:73'];
const KILLING_HADITH = ['bukhari:6533', 'bukhari:2766'];
const SUICIDE_HADITH = ['bukhari:5778', 'muslim:109a'];
const ALCOHOL_HADITH = ['muslim:2003a', 'bukhari:5575'];
const MAGIC_HADITH = ['bukhari:2766'];
const DEATH_HADITH = ['tirmidhi:2307', 'ibnmajah:4258'];
const SPOUSES_HADITH = ['tirmidhi:3895', 'ibnmajah:1977'];
const THEFT_HADITH = ['bukhari:3475', 'bukhari:6788'];
const HAJJ_HADITH = ['bukhari:1521', 'bukhari:8'];
const SPENDING_SHOW_HADITH = ['muslim:1905a'];
const PARADISE_HADITH = ['bukhari:3244', 'muslim:2824a'];
const TRUSTS_HADITH = ['bukhari:33', 'muslim:59a'];

const en = (question: string, quran: readonly string[], hadith?: readonly string[]): QuestionJudgment => ({
  question,
  language: 'en',
  quran,
  ...(hadith ? { hadith } : {}),
});
const ar = (question: string, quran: readonly string[], hadith?: readonly string[]): QuestionJudgment => ({
  question,
  language: 'ar',
  quran,
  ...(hadith ? { hadith } : {}),
});

const heldOut = (judgment: QuestionJudgment): QuestionJudgment => ({ ...judgment, heldOut: true });

const SEA_GAME = ['5:96'];
const NEW_MOONS = ['2:189'];
const OATH_EXPIATION = ['5:89', '2:225', '66:2'];
const HOARDING = ['9:34-35'];
const NURSING = ['2:233', '31:14', '46:15', '65:6'];
const QIBLA_CHANGE = ['2:142-150'];
const CORRUPTION = ['2:205', '5:33', '7:56', '28:77', '30:41'];
const MEASURES = ['83:1-3', '17:35', '55:9', '11:84-85', '6:152', '26:181-183'];
const CAIN_ABEL = ['5:27-31'];
const REFUGE = ['16:98', '7:200', '23:97-98', '41:36', '114:1-6'];
const BEES = ['16:68-69'];
const REPEL_EVIL = ['41:34-35', '23:96', '13:22', '28:54'];
const FREEING_SLAVES = ['90:13', '4:92', '5:89', '58:3'];
const MARY_LABOUR = ['19:23-26'];
const WALKING_PROUDLY = ['31:18-19', '17:37', '25:63'];
const DITCH = ['85:4-10'];

/** Written after the concept table and the weights were frozen; never used to tune them. */
const HELD_OUT: readonly QuestionJudgment[] = [
  heldOut(en('Is it permissible to eat seafood?', SEA_GAME)),
  heldOut(en('What does the Quran say about the new moons?', NEW_MOONS)),
  heldOut(en('What is the expiation for breaking an oath?', OATH_EXPIATION)),
  heldOut(en('What is the punishment for hoarding gold and silver?', HOARDING)),
  heldOut(en('How long should a mother breastfeed her child?', NURSING)),
  heldOut(en('Why was the qibla changed?', QIBLA_CHANGE)),
  heldOut(en('What does the Quran say about spreading corruption on earth?', CORRUPTION)),
  heldOut(en('What does the Quran say about giving full measure and weight?', MEASURES)),
  heldOut(en('What is the story of the two sons of Adam?', CAIN_ABEL)),
  heldOut(en('How do I seek refuge from Satan?', REFUGE)),
  heldOut(en('Does the Quran mention the honeybee?', BEES)),
  heldOut(en('How should we repel evil with good?', REPEL_EVIL)),
  heldOut(en('What does the Quran say about freeing slaves?', FREEING_SLAVES)),
  heldOut(en('What did Maryam say when the pains of childbirth came?', MARY_LABOUR)),
  heldOut(en('Is it wrong to walk on the earth arrogantly?', WALKING_PROUDLY)),
  heldOut(en('Who were the people of the ditch?', DITCH)),
  heldOut(en('What is the best laptop for programming?', [])),
  heldOut(ar('هل يجوز أكل صيد البحر؟', SEA_GAME)),
  heldOut(ar('ماذا يقول القرآن عن الأهلة؟', NEW_MOONS)),
  heldOut(ar('ما كفارة اليمين؟', OATH_EXPIATION)),
  heldOut(ar('ما حكم كنز الذهب والفضة؟', HOARDING)),
  heldOut(ar('ما مدة الرضاعة في القرآن؟', NURSING)),
  heldOut(ar('لماذا تحولت القبلة؟', QIBLA_CHANGE)),
  heldOut(ar('ما حكم الفساد في الأرض؟', CORRUPTION)),
  heldOut(ar('ماذا يقول القرآن عن تطفيف الكيل والميزان؟', MEASURES)),
  heldOut(ar('ما قصة ابني آدم؟', CAIN_ABEL)),
  heldOut(ar('كيف نستعيذ من الشيطان؟', REFUGE)),
  heldOut(ar('ماذا يقول القرآن عن النحل؟', BEES)),
  heldOut(ar('كيف ندفع السيئة بالحسنة؟', REPEL_EVIL)),
  heldOut(ar('ما حكم عتق الرقاب؟', FREEING_SLAVES)),
  heldOut(ar('ماذا قالت مريم عند المخاض؟', MARY_LABOUR)),
  heldOut(ar('ما حكم المشي في الأرض مرحا؟', WALKING_PROUDLY)),
  heldOut(ar('من هم أصحاب الأخدود؟', DITCH)),
  heldOut(ar('كيف أصلح محرك السيارة؟', [])),
];

export const QUESTION_JUDGMENTS: readonly QuestionJudgment[] = [
  ...HELD_OUT,
  // English
  en('What does the Quran say about honouring parents?', PARENTS, PARENTS_HADITH),
  en('What are the rights of parents?', PARENTS, PARENTS_HADITH),
  en('What is sabr?', PATIENCE, PATIENCE_HADITH),
  en('Is interest (riba) forbidden in Islam?', RIBA, RIBA_HADITH),
  en('How do I perform wudu?', WUDU, WUDU_HADITH),
  en('What is the waiting period (iddah) of a divorced woman?', IDDAH),
  en('What does Islam say about hijab?', HIJAB),
  en('Is drinking alcohol forbidden?', ALCOHOL, ALCOHOL_HADITH),
  en('Who can receive zakat?', ZAKAT_RECIPIENTS),
  en('In which month was the Quran revealed?', QURAN_REVEALED),
  en('What is the punishment for theft?', THEFT, THEFT_HADITH),
  en('Does Allah forgive all sins?', FORGIVENESS),
  en('What does the Quran say about backbiting?', BACKBITING, BACKBITING_HADITH),
  en('What is the purpose of our creation?', PURPOSE),
  en('How should we treat orphans?', ORPHANS, ORPHANS_HADITH),
  en('What does the Quran say about killing an innocent person?', KILLING, KILLING_HADITH),
  en('Is there compulsion in religion?', COMPULSION),
  en('What are the rules of fasting in Ramadan?', FASTING, FASTING_HADITH),
  en('Who has to perform Hajj?', HAJJ, HAJJ_HADITH),
  en('What are the qualities of the believers?', BELIEVERS),
  en('How is a human being formed in the womb?', EMBRYO),
  en('How was Jesus born?', JESUS_BIRTH),
  en('What happened to Prophet Yunus inside the whale?', JONAH),
  en('Which verse says His Kursi extends over the heavens and the earth?', KURSI),
  en('Should we be just even against ourselves and our relatives?', JUSTICE),
  en('How should a Muslim control anger?', ANGER, ANGER_HADITH),
  en('What does the Quran say about lying?', LYING, LYING_HADITH),
  en('How is inheritance divided between sons and daughters?', INHERITANCE),
  en('Can a man marry more than one wife?', POLYGAMY),
  en('What is the mahr (bridal gift)?', MAHR),
  en('How should husband and wife treat each other?', SPOUSES, SPOUSES_HADITH),
  en('Is gambling allowed?', GAMBLING),
  en('Is eating pork forbidden?', FOOD),
  en('What will happen on the Day of Judgement?', DAY_OF_JUDGEMENT),
  en('What is Paradise like?', PARADISE, PARADISE_HADITH),
  en('Who are the hypocrites?', HYPOCRITES, HYPOCRITES_HADITH),
  en('What is the status of knowledge and scholars?', KNOWLEDGE, KNOWLEDGE_HADITH),
  en('Why should we reflect on the creation of the heavens and the earth?', REFLECTION),
  en('What is the Night Journey of the Prophet?', NIGHT_JOURNEY),
  en('What is Laylat al-Qadr?', QADR, QADR_HADITH),
  en('How do I repent from my sins?', REPENTANCE, REPENTANCE_HADITH),
  en('Does Allah answer our supplications?', DUA, DUA_HADITH),
  en('What does it mean to put your trust in Allah?', TAWAKKUL, TAWAKKUL_HADITH),
  en('Why should we be grateful to Allah?', GRATITUDE, GRATITUDE_HADITH),
  en('What does the Quran say about arrogance and pride?', ARROGANCE, ARROGANCE_HADITH),
  en('What advice did Luqman give his son?', LUQMAN),
  en('What is the story of the people of the cave?', CAVE),
  en('Who are Gog and Magog?', GOG),
  en('Does Islam allow racism?', EQUALITY),
  en('Is it allowed to spy on people?', SPYING),
  en('Is it wrong to mock other people?', MOCKERY),
  en('What does Islam say about keeping promises and trusts?', TRUSTS, TRUSTS_HADITH),
  en('Should a loan be written down?', DEBT_WRITING),
  en('What are the times of prayer mentioned in the Quran?', PRAYER_TIMES),
  en('What should Muslims do when the call to Friday prayer is made?', FRIDAY, FRIDAY_HADITH),
  en('What is the virtue of praying at night (tahajjud)?', NIGHT_PRAYER, NIGHT_PRAYER_HADITH),
  en('What does the Quran say about adultery?', ADULTERY),
  en('What is the punishment for accusing chaste women?', SLANDER),
  en('Is magic real and is it forbidden?', MAGIC, MAGIC_HADITH),
  en('What does the Quran say about envy?', ENVY, ENVY_HADITH),
  en('Is wasting money a sin?', WASTE),
  en('Is suicide forbidden in Islam?', SUICIDE, SUICIDE_HADITH),
  en('When is fighting allowed in Islam?', FIGHTING),
  en('How should Muslims treat non-Muslims who do not fight them?', PEACEFUL_NON_MUSLIMS),
  en('What are the rights of neighbours?', NEIGHBOURS, NEIGHBOURS_HADITH),
  en('What does the Quran say about the People of the Book?', PEOPLE_OF_THE_BOOK),
  en('What does the Quran say about death?', DEATH, DEATH_HADITH),
  en('Who is the last prophet?', LAST_PROPHET),
  en('Why must we follow the Prophet?', FOLLOW_PROPHET),
  en('Was the world created in six days?', SIX_DAYS),
  en('What is the soul?', SOUL),
  en('What are angels?', ANGELS),
  en('What does the Quran say about the jinn?', JINN),
  en('Why did Iblis refuse to bow to Adam?', IBLIS),
  en("What is the story of Noah's ark?", NOAH),
  en('How did Ibrahim break the idols?', ABRAHAM_IDOLS),
  en("What happened between Moses and Pharaoh's magicians?", MOSES_MAGICIANS),
  en('What did the ant say to Solomon?', ANTS),
  en('What is the story of the Queen of Sheba?', SHEBA),
  en('Is giving charity to show off accepted?', SPENDING_SHOW, SPENDING_SHOW_HADITH),
  // Arabic (Modern Standard Arabic)
  ar('ماذا يقول القرآن عن بر الوالدين؟', PARENTS, PARENTS_HADITH),
  ar('ما هي حقوق الوالدين في الإسلام؟', PARENTS, PARENTS_HADITH),
  ar('ما هي صفات المؤمنين؟', BELIEVERS),
  ar('ما حكم الربا في القرآن؟', RIBA, RIBA_HADITH),
  ar('كيف يكون الوضوء؟', WUDU, WUDU_HADITH),
  ar('ما هي عدة المطلقة؟', IDDAH),
  ar('ما حكم الحجاب؟', HIJAB),
  ar('هل شرب الخمر حرام؟', ALCOHOL, ALCOHOL_HADITH),
  ar('من هم مستحقو الزكاة؟', ZAKAT_RECIPIENTS),
  ar('في أي شهر نزل القرآن؟', QURAN_REVEALED),
  ar('ما عقوبة السرقة في الإسلام؟', THEFT, THEFT_HADITH),
  ar('هل يغفر الله جميع الذنوب؟', FORGIVENESS),
  ar('ما حكم الغيبة؟', BACKBITING, BACKBITING_HADITH),
  ar('لماذا خلقنا الله؟', PURPOSE),
  ar('كيف نعامل اليتيم؟', ORPHANS, ORPHANS_HADITH),
  ar('ما حكم قتل النفس بغير حق؟', KILLING, KILLING_HADITH),
  ar('هل يجوز الإكراه في الدين؟', COMPULSION),
  ar('ما أحكام الصيام في رمضان؟', FASTING, FASTING_HADITH),
  ar('على من يجب الحج؟', HAJJ, HAJJ_HADITH),
  ar('كيف يخلق الإنسان في بطن أمه؟', EMBRYO),
  ar('كيف ولد عيسى عليه السلام؟', JESUS_BIRTH),
  ar('ما قصة يونس مع الحوت؟', JONAH),
  ar('ما هي آية الكرسي؟', KURSI),
  ar('ماذا يقول القرآن عن العدل؟', JUSTICE),
  ar('كيف يتعامل المسلم مع الغضب؟', ANGER, ANGER_HADITH),
  ar('ما حكم الكذب؟', LYING, LYING_HADITH),
  ar('كيف يقسم الميراث بين الأبناء والبنات؟', INHERITANCE),
  ar('ما حكم تعدد الزوجات؟', POLYGAMY),
  ar('ما هو المهر؟', MAHR),
  ar('كيف يعامل الزوج زوجته؟', SPOUSES, SPOUSES_HADITH),
  ar('ما حكم القمار؟', GAMBLING),
  ar('هل لحم الخنزير حرام؟', FOOD),
  ar('ماذا يحدث يوم القيامة؟', DAY_OF_JUDGEMENT),
  ar('ما صفة الجنة في القرآن؟', PARADISE, PARADISE_HADITH),
  ar('من هم المنافقون؟', HYPOCRITES, HYPOCRITES_HADITH),
  ar('ما فضل العلم والعلماء؟', KNOWLEDGE, KNOWLEDGE_HADITH),
  ar('لماذا نتفكر في خلق السماوات والأرض؟', REFLECTION),
  ar('ما هي قصة الإسراء؟', NIGHT_JOURNEY),
  ar('ما فضل ليلة القدر؟', QADR, QADR_HADITH),
  ar('كيف تكون التوبة من الذنوب؟', REPENTANCE, REPENTANCE_HADITH),
  ar('هل يستجيب الله الدعاء؟', DUA, DUA_HADITH),
  ar('ما معنى التوكل على الله؟', TAWAKKUL, TAWAKKUL_HADITH),
  ar('ما فضل الشكر؟', GRATITUDE, GRATITUDE_HADITH),
  ar('ماذا يقول القرآن عن الكبر والتكبر؟', ARROGANCE, ARROGANCE_HADITH),
  ar('ماذا قال لقمان لابنه؟', LUQMAN),
  ar('ما قصة أصحاب الكهف؟', CAVE),
  ar('من هم يأجوج ومأجوج؟', GOG),
  ar('هل يفضل الإسلام عرقا على عرق؟', EQUALITY),
  ar('ما حكم التجسس وسوء الظن؟', SPYING),
  ar('ما حكم السخرية من الناس؟', MOCKERY),
  ar('ما حكم أداء الأمانة والوفاء بالعهد؟', TRUSTS, TRUSTS_HADITH),
  ar('هل يجب كتابة الدين؟', DEBT_WRITING),
  ar('ما هي مواقيت الصلاة في القرآن؟', PRAYER_TIMES),
  ar('ماذا يفعل المسلم عند النداء لصلاة الجمعة؟', FRIDAY, FRIDAY_HADITH),
  ar('ما فضل قيام الليل؟', NIGHT_PRAYER, NIGHT_PRAYER_HADITH),
  ar('ما حكم الزنا؟', ADULTERY),
  ar('ما عقوبة قذف المحصنات؟', SLANDER),
  ar('ما حكم السحر؟', MAGIC, MAGIC_HADITH),
  ar('ماذا يقول القرآن عن الحسد؟', ENVY, ENVY_HADITH),
  ar('ما حكم الإسراف والتبذير؟', WASTE),
  ar('ما حكم الانتحار؟', SUICIDE, SUICIDE_HADITH),
  ar('متى يجوز القتال في الإسلام؟', FIGHTING),
  ar('كيف نعامل غير المسلمين الذين لا يقاتلوننا؟', PEACEFUL_NON_MUSLIMS),
  ar('ما حق الجار؟', NEIGHBOURS, NEIGHBOURS_HADITH),
  ar('ماذا يقول القرآن عن الموت؟', DEATH, DEATH_HADITH),
  ar('من هو خاتم الأنبياء؟', LAST_PROPHET),
  ar('لماذا يجب علينا طاعة الرسول؟', FOLLOW_PROPHET),
  ar('هل خلق الله السماوات والأرض في ستة أيام؟', SIX_DAYS),
  ar('ما هي الروح؟', SOUL),
  ar('ما هي صفات الملائكة؟', ANGELS),
  ar('ماذا يقول القرآن عن الجن؟', JINN),
  ar('لماذا رفض إبليس السجود لآدم؟', IBLIS),
  ar('ما قصة سفينة نوح؟', NOAH),
  ar('كيف كسر إبراهيم الأصنام؟', ABRAHAM_IDOLS),
  ar('ماذا حدث بين موسى وسحرة فرعون؟', MOSES_MAGICIANS),
  ar('ماذا قالت النملة لسليمان؟', ANTS),
  // No answer in the sources
  en('What is the capital of France?', []),
  en('How do I install Python on Windows?', []),
  en('Who won the football World Cup in 2018?', []),
  en('What is the boiling point of water in Fahrenheit?', []),
  en('Which smartphone has the best camera?', []),
  en('How do I reset my router password?', []),
  ar('ما هي عاصمة فرنسا؟', []),
  ar('كيف أثبت برنامج بايثون على الحاسوب؟', []),
  ar('من فاز بكأس العالم لكرة القدم عام 2018؟', []),
  ar('ما هي أفضل شركة للهواتف الذكية؟', []),
  ar('ما سعر صرف الدولار اليوم؟', []),
  ar('كيف أغير كلمة سر الراوتر؟', []),
];
