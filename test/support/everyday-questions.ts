/**
 * Everyday questions: a second tuning (development) set of question judgments, for tuning retrieval beside
 * question-judgments.ts. It is NOT the frozen held-out set (held-out-questions.ts), and it must never be
 * merged into it: figures measured on this set are tuning figures, not an estimate for unseen questions.
 *
 * Written on 2026-11-26 by a helper session of the project (at the lead engineer's request), without
 * reading or running the search engine (functions/search, functions/chat, data/tafsir) and without
 * opening the held-out set. Questions are phrased the way people type into a search box or ask a chatbot:
 * short and long, casual, indirect ("is it ok to…", "my friend…"), stories named by their content rather
 * than by the prophet's name, famous verses described in words. Topics avoid those of question-judgments.ts.
 *
 * Each question lists the passages a teacher would open to answer it, most central first. Every
 * reference was checked by reading the verse texts (Saheeh International and the Arabic text in the
 * quran-json package), including the verses on each side of a range, and, where the reading was in doubt,
 * against the tafsir of Ibn Kathir and al-Muyassar (corpus spa5k-tafsir_api). Four questions have no
 * answer in the Quran (quran: []): for those, the less returned the better.
 *
 * Passages are "surah:ayah" or "surah:first-last", counted as in question-metrics.ts.
 */
import type { QuestionJudgment } from './question-judgments';

const en = (question: string, quran: readonly string[]): QuestionJudgment => ({ question, language: 'en', quran });
const ar = (question: string, quran: readonly string[]): QuestionJudgment => ({ question, language: 'ar', quran });

// Stories of prophets and peoples
const YUSUF_WELL = ['12:7-18', '12:4-6'];
const KING_DREAM = ['12:43-49'];
const YUSUF_WOMEN = ['12:30-32', '12:23-29'];
const KHIDR = ['18:60-82'];
const DHUL_QARNAYN = ['18:83-98'];
const ELEPHANT = ['105:1-5'];
const SALIH_CAMEL = ['7:73-79', '11:61-68', '26:141-159', '54:23-31', '91:11-15', '17:59'];
const LOT_PEOPLE = ['7:80-84', '26:160-175', '27:54-58', '29:28-35', '11:77-83', '15:57-77'];
const AAD_WIND = ['69:6-8', '41:15-16', '54:18-21', '46:21-25', '7:65-72', '11:50-60', '51:41-42'];
const QARUN = ['28:76-82', '29:39-40'];
const THE_COW = ['2:67-73'];
const SABBATH = ['7:163-166', '2:65-66', '5:60'];
const HUNDRED_YEARS = ['2:259'];
const BIRDS_REVIVED = ['2:260'];
const SACRIFICE_OF_SON = ['37:100-111'];
const KAABA_BUILT = ['2:125-129', '3:96-97', '22:26-27', '14:35-37'];
const ZAKARIYA = ['19:2-15', '3:38-41', '21:89-90'];
const AYYUB = ['21:83-84', '38:41-44'];
const SOLOMON_DEATH = ['34:14'];
const DAVID_GOLIATH = ['2:246-251'];
const ADAM_TREE = ['2:35-38', '7:19-25', '20:115-123'];
const BABY_MOSES = ['28:7-13', '20:38-40'];
const SEA_PARTED = ['26:60-68', '20:77-79', '2:50', '44:23-24', '10:90-92'];
const GOLDEN_CALF = ['20:83-98', '7:148-154', '2:51-54'];
const PLAGUES = ['7:130-135', '17:101', '27:12'];
const CRUCIFIXION = ['4:157-158', '3:55', '5:117'];
const TABLE_SPREAD = ['5:112-115'];
const BLIND_MAN = ['80:1-10'];
const ABU_LAHAB = ['111:1-5'];
const CANNOT_GUIDE = ['28:56', '2:272', '18:6', '35:8', '26:3', '10:99-100'];
const BADR_ANGELS = ['8:9-12', '3:123-126', '8:17'];
const MOON_SPLIT = ['54:1-2'];
const TWO_GARDENS = ['18:32-44'];
const GARDEN_OWNERS = ['68:17-33'];
const ABRAHAM_GUESTS = ['11:69-76', '51:24-34', '15:51-60'];
const CAVE_OF_HIJRA = ['9:40'];

// Law: family, trade, food, worship
const DIVORCE_COUNT = ['2:229-230', '2:231-232', '65:1-2'];
const FORBIDDEN_MARRIAGES = ['4:22-24', '33:50'];
const INTERFAITH_MARRIAGE = ['5:5', '2:221', '60:10'];
const WILLS = ['2:180-182', '5:106-108', '4:11-12'];
const TRAVEL_PRAYER = ['4:101-103', '2:239'];
const SLAUGHTER = ['6:118-121', '5:3', '6:145', '22:34-36'];
const HUNTING_ANIMALS = ['5:4'];
const SELF_FORBIDDING = ['5:87-88', '7:32', '66:1', '10:59', '16:116'];
const BRIBERY = ['2:188', '4:29'];
const RETALIATION = ['5:45', '2:178-179', '16:126', '42:40', '17:33'];
const MANSLAUGHTER = ['4:92'];
const ZIHAR = ['58:1-4'];
const LIAN = ['24:6-9'];
const ADOPTION = ['33:4-5', '33:37'];
const ASKING_PERMISSION = ['24:27-29', '24:58-59'];
const LOWERING_GAZE = ['24:30-31'];
const MENSTRUATION = ['2:222-223'];
const SACRIFICE_ANIMALS = ['22:36-37', '22:28', '22:34', '108:1-3'];
const SWORD_VERSE = ['9:1-15', '2:190-193', '60:8-9', '4:90'];
const CHARITY_SECRET = ['2:271', '2:274', '13:22', '14:31', '35:29'];
const MARRIAGE_CONFLICT = ['4:35', '4:128-130', '4:34', '4:19'];
const BURIED_DAUGHTERS = ['16:58-59', '81:8-9', '43:17', '6:137', '6:140', '17:31'];
const CHILDREN_POVERTY = ['17:31', '6:151', '6:140', '81:8-9'];
const SAFA_MARWA = ['2:158'];

// Belief: afterlife, unseen, fate
const HELL = ['4:56', '18:29', '22:19-22', '44:43-50', '56:41-56', '67:6-11', '78:21-30', '14:16-17'];
const BARZAKH = ['23:99-100', '40:46', '6:93', '47:27', '3:169-171'];
const MARTYRS = ['3:169-171', '2:154'];
const FATE = ['57:22-23', '9:51', '54:49', '6:59', '64:11', '13:39', '25:2'];
const FREE_WILL = ['76:3', '18:29', '91:7-10', '90:10', '41:46', '6:148-149', '81:28-29', '76:29-30'];
const HOUR_TIMING = ['7:187', '31:34', '33:63', '79:42-46', '20:15', '67:25-26'];
const RESURRECTION = ['36:77-83', '17:49-52', '75:3-4', '19:66-67', '50:3-4', '56:47-50', '37:16-18'];
const BOOK_OF_DEEDS = ['69:19-37', '84:7-15', '17:13-14', '17:71', '18:49'];
const SCALES = ['21:47', '7:8-9', '101:6-11', '23:102-103', '99:7-8'];
const INTERCESSION = ['2:255', '2:48', '20:109', '34:23', '39:43-44', '53:26', '21:28', '74:48'];
const SEEING_GOD = ['75:22-23', '6:103', '7:143', '83:15', '10:26'];
const GOD_IS_NEAR = ['50:16', '2:186', '57:4', '58:7'];
const NO_BEARER = ['6:164', '17:15', '35:18', '53:38-39', '39:7'];
const NO_MESSAGE = ['17:15', '4:165', '6:131', '28:59', '20:134'];
const OTHER_FAITHS_SALVATION = ['2:62', '5:69', '3:85', '3:113-115', '4:123-124', '98:6-8'];
const TRIALS = ['2:155-157', '29:2-3', '2:214', '3:142', '21:35', '67:2', '42:30'];
const SON_OF_GOD = ['4:171-172', '5:72-75', '5:116-117', '19:35', '19:88-93', '112:1-4', '9:30'];
const SATAN_DISOWNS = ['14:22', '59:16', '50:27'];
const QURAN_CHALLENGE = ['2:23-24', '10:38', '11:13', '17:88', '52:33-34', '4:82'];
const QURAN_PRESERVED = ['15:9', '41:41-42', '85:21-22'];
const UNLETTERED_PROPHET = ['7:157-158', '29:48', '62:2'];
const DIVINE_NAMES = ['7:180', '17:110', '59:22-24', '20:8'];

// Ethics and manners
const VERIFY_NEWS = ['49:6', '24:15-17', '4:83', '17:36'];
const MAKING_PEACE = ['49:9-10', '4:114', '8:1'];
const FORGIVING_OTHERS = ['24:22', '42:40-43', '64:14', '7:199', '45:14', '3:134'];
const KINSHIP = ['47:22-23', '13:21', '13:25', '2:27', '4:1', '17:26'];
const STINGINESS = ['3:180', '4:37', '47:38', '17:29', '59:9', '64:16', '92:8-11'];
const BAD_COMPANY = ['25:27-29', '43:67', '18:28', '37:51-57'];
const WEALTH_AS_TEST = ['8:28', '64:15', '18:46', '63:9', '3:14', '57:20'];
const STRIVING = ['53:39-41', '13:11', '62:10', '67:15'];
const CHANGE_YOURSELVES = ['13:11', '8:53'];
const HARDSHIP_EASE = ['94:5-6', '65:7', '2:185', '2:286'];
const WOMEN_REWARD = ['33:35', '3:195', '4:124', '16:97', '40:40', '9:72'];
const GREETING = ['4:86', '24:61', '24:27', '6:54'];
const GENTLE_SPEECH = ['31:19', '49:2-3', '17:53', '2:83', '20:44', '17:28'];
const DAWAH = ['16:125', '29:46', '20:43-44', '41:33-34', '3:159'];
const ENJOIN_GOOD = ['3:104', '3:110', '9:71', '31:17', '22:41', '5:78-79'];
const EATING_MODERATELY = ['7:31', '20:81', '2:168', '2:172', '5:88'];
const ANIMAL_COMMUNITIES = ['6:38', '11:6', '24:41', '24:45'];
const CONSULTATION = ['42:38', '3:159'];

// Worship
const HUMILITY_IN_PRAYER = ['23:1-2', '2:45-46', '107:4-7', '4:142', '57:16'];
const REMEMBRANCE = ['13:28', '33:41-42', '2:152', '3:191', '29:45', '7:205'];
const RECITATION = ['73:4', '17:106', '25:32', '75:16-19'];
const TOUCHING_MUSHAF = ['56:77-80'];
const SALAWAT = ['33:56'];
const NEGLECTING_PRAYER = ['19:59', '107:4-5', '74:42-43', '30:31'];
const FATIHA = ['1:1-7', '15:87'];

// Nature and creation
const BIG_BANG = ['21:30', '51:47', '41:11'];
const TWO_SEAS = ['25:53', '55:19-22', '27:61', '35:12'];
const MOUNTAINS = ['78:6-7', '16:15', '21:31', '31:10', '79:32', '88:19', '41:10', '13:3'];
const ORBITS = ['36:37-40', '21:33', '13:2', '55:5', '10:5', '31:29', '39:5'];
const SPIDER = ['29:41'];
const SHOOTING_STARS = ['67:5', '37:6-10', '72:8-9', '15:16-18'];
const CAMEL = ['88:17-20'];
const SEVEN_HEAVENS = ['2:29', '65:12', '67:3', '71:15', '41:12', '23:17', '78:12'];
const RAIN = ['30:48', '24:43', '7:57', '15:22', '35:9', '56:68-70'];

// Famous verses described in words
const LIGHT_VERSE = ['24:35'];
const NO_BURDEN_BEYOND = ['2:286', '2:233', '6:152', '7:42', '23:62', '65:7'];
const RELIGION_PERFECTED = ['5:3'];
const ROPE_OF_ALLAH = ['3:103'];
const TO_HIM_WE_RETURN = ['2:156'];
const SEA_OF_INK = ['18:109', '31:27'];
const FIRST_REVELATION = ['96:1-5'];
const MOUNTAIN_HUMBLED = ['59:21'];
const IKHLAS = ['112:1-4'];
const BE_AND_IT_IS = ['36:82', '2:117', '3:47', '3:59', '16:40', '19:35', '40:68'];
const REVELATION_PAUSE = ['93:1-11'];

export const EVERYDAY_QUESTIONS: readonly QuestionJudgment[] = [
  // English: stories of prophets and peoples
  en('My brothers are jealous of me. Is there a prophet whose own brothers threw him into a well?', YUSUF_WELL),
  en('the king who dreamt that seven fat cows were eaten by seven skinny ones', KING_DREAM),
  en('why did the women cut their hands when they saw yusuf', YUSUF_WOMEN),
  en('Story where a wise man sinks a boat, kills a boy and then fixes a wall for free', KHIDR),
  en('Who was Dhul-Qarnayn and where did he travel?', DHUL_QARNAYN),
  en('what happened to the army with the elephants that came to destroy the Kaaba', ELEPHANT),
  en('Which nation killed the she-camel that God sent them as a sign?', SALIH_CAMEL),
  en('Does the Quran talk about homosexuality?', LOT_PEOPLE),
  en('which people were destroyed by a furious cold wind that blew for seven nights and eight days', AAD_WIND),
  en('the rich guy whose treasure keys were too heavy for a group of strong men, what happened to him?', QARUN),
  en('why is surah baqarah called the cow', THE_COW),
  en('Were people really turned into apes for fishing on the Sabbath?', SABBATH),
  en('the man who was dead for a hundred years and woke up next to his donkey', HUNDRED_YEARS),
  en('Ibrahim asked God to show him how He gives life to the dead. What happened with the four birds?', BIRDS_REVIVED),
  en('Why did Ibrahim almost sacrifice his son?', SACRIFICE_OF_SON),
  en('Who built the Kaaba?', KAABA_BUILT),
  en('Which old prophet prayed quietly for an heir and was told his son would be called Yahya (John)?', ZAKARIYA),
  en('prophet who was sick for years and stayed patient', AYYUB),
  en('How did the jinn find out that Sulayman had died?', SOLOMON_DEATH),
  en('Did David really kill Goliath?', DAVID_GOLIATH),
  en('why were adam and eve kicked out of paradise', ADAM_TREE),
  en('the mother who was inspired to put her baby in a chest and cast it into the river', BABY_MOSES),
  en('How did Moses part the sea?', SEA_PARTED),
  en('What is the story of the golden calf?', GOLDEN_CALF),
  en('Did Pharaoh get plagues of locusts, lice, frogs and blood like in the Bible?', PLAGUES),
  en('Was Jesus crucified according to the Quran?', CRUCIFIXION),
  en("Jesus's disciples asked for a table of food to come down from the sky", TABLE_SPREAD),
  en('Why was the Prophet told off for frowning at a blind man?', BLIND_MAN),
  en('Which uncle of the Prophet is condemned by name in the Quran?', ABU_LAHAB),
  en("my best friend won't accept Islam no matter what I say, why can't I guide him?", CANNOT_GUIDE),
  en('Did angels fight at the battle of Badr?', BADR_ANGELS),
  en('what does the quran say about the moon splitting', MOON_SPLIT),
  en('The man with two gardens who thought they would never perish', TWO_GARDENS),
  en("garden owners who planned to harvest at dawn so the poor wouldn't get anything", GARDEN_OWNERS),
  en('angels came to Ibrahim as guests and he brought them a roasted calf but they would not eat', ABRAHAM_GUESTS),
  en("the Prophet hid in a cave with his companion and told him don't be sad, God is with us", CAVE_OF_HIJRA),
  // English: law
  en('How many times can a couple divorce and still get back together?', DIVORCE_COUNT),
  en('can I marry my cousin? who is a man not allowed to marry', FORBIDDEN_MARRIAGES),
  en('Is it ok for a Muslim guy to marry a Christian girl?', INTERFAITH_MARRIAGE),
  en('do I have to write a will before I die', WILLS),
  en('Can I shorten my prayers when I travel?', TRAVEL_PRAYER),
  en("is the meat halal if the butcher didn't say bismillah", SLAUGHTER),
  en('my hunting dog caught a rabbit, can I eat it?', HUNTING_ANIMALS),
  en('I want to stop eating meat for religious reasons. Is it ok to forbid myself things God made halal?', SELF_FORBIDDING),
  en('is paying a bribe to a judge haram', BRIBERY),
  en('does the quran say an eye for an eye?', RETALIATION),
  en('I accidentally killed someone in a car accident. What does Islam require of me?', MANSLAUGHTER),
  en("the woman who complained to the Prophet because her husband said she was like his mother's back", ZIHAR),
  en('what if a husband accuses his wife of cheating but has no witnesses', LIAN),
  en('Can I adopt a child and give him my family name?', ADOPTION),
  en("do you have to ask permission before going into someone's house?", ASKING_PERMISSION),
  en('Are men also told to lower their gaze?', LOWERING_GAZE),
  en('Can a husband sleep with his wife while she is on her period?', MENSTRUATION),
  en("What is the point of sacrificing an animal at Eid if God doesn't need the meat?", SACRIFICE_ANIMALS),
  en('Does the Quran say to kill the unbelievers wherever you find them?', SWORD_VERSE),
  en('Is it better to give charity in secret or in public?', CHARITY_SECRET),
  en('my wife and I fight all the time, how does the Quran say to fix marriage problems?', MARRIAGE_CONFLICT),
  en('Why did Arabs in the old days bury their baby daughters alive?', BURIED_DAUGHTERS),
  en("Is it ok to abort a baby because we can't afford another child?", CHILDREN_POVERTY),
  en('Why do pilgrims walk between Safa and Marwa?', SAFA_MARWA),
  // English: belief
  en('What is hell like?', HELL),
  en('what happens to us after we die but before judgement day?', BARZAKH),
  en('Are martyrs really dead?', MARTYRS),
  en('is everything already written for us by God?', FATE),
  en("if God already knows what I'll do why does he punish me, do we even have free will", FREE_WILL),
  en('When is the end of the world?', HOUR_TIMING),
  en('how can God bring back bones that have rotted away', RESURRECTION),
  en('What does it mean to be given your book in your right hand or your left hand?', BOOK_OF_DEEDS),
  en('Will our good and bad deeds be weighed?', SCALES),
  en('Can anyone intercede for us on the Day of Judgement?', INTERCESSION),
  en('Will believers see God in the afterlife?', SEEING_GOD),
  en('Is God close to us or far away?', GOD_IS_NEAR),
  en('My dad did terrible things. Will I be punished for his sins?', NO_BEARER),
  en('what happens to people who never heard about Islam?', NO_MESSAGE),
  en('Will good Christians and Jews go to heaven?', OTHER_FAITHS_SALVATION),
  en('why does God let bad things happen to good people', TRIALS),
  en('Is Jesus the son of God in the Quran?', SON_OF_GOD),
  en('What will Satan say to his followers on the Day of Judgement?', SATAN_DISOWNS),
  en('How do we know the Quran is from God? Has anyone ever produced something like it?', QURAN_CHALLENGE),
  en('has the quran been changed over time', QURAN_PRESERVED),
  en('Could the Prophet read and write?', UNLETTERED_PROPHET),
  en("what are god's most beautiful names", DIVINE_NAMES),
  // English: ethics and manners
  en('someone forwarded me shocking news about a person on whatsapp, should I share it?', VERIFY_NEWS),
  en('Two of my friends are fighting. What does the Quran say about making peace between people?', MAKING_PEACE),
  en('Should I forgive someone who hurt me?', FORGIVING_OTHERS),
  en('my cousins cut me off, what does the quran say about ties of kinship', KINSHIP),
  en('what does the quran say about being stingy', STINGINESS),
  en('On the Day of Judgement will people regret the friends they had?', BAD_COMPANY),
  en('Are money and kids a test?', WEALTH_AS_TEST),
  en('Is it true a person only gets what they work for?', STRIVING),
  en("verse that says God won't change a people's condition until they change themselves", CHANGE_YOURSELVES),
  en("I'm going through a really hard time, does the Quran say things will get easier?", HARDSHIP_EASE),
  en('Are men and women rewarded equally by God?', WOMEN_REWARD),
  en('How should I reply when someone greets me?', GREETING),
  en('Is it rude to raise your voice? What does the Quran say about how we speak?', GENTLE_SPEECH),
  en('How should I talk to people about Islam without getting into fights?', DAWAH),
  en('Should Muslims command good and forbid evil?', ENJOIN_GOOD),
  en("Is it ok to eat as much as I want as long as it's halal?", EATING_MODERATELY),
  en('Do animals have communities like us?', ANIMAL_COMMUNITIES),
  en('does islam say to consult others before making decisions', CONSULTATION),
  // English: worship
  en("I can't focus when I pray, what does the Quran say about humility in prayer?", HUMILITY_IN_PRAYER),
  en('I feel anxious all the time. How do hearts find peace?', REMEMBRANCE),
  en('How should the Quran be recited, fast or slow?', RECITATION),
  en('Do I need wudu to touch the Quran?', TOUCHING_MUSHAF),
  en('Is sending blessings on the Prophet mentioned in the Quran?', SALAWAT),
  en("what happens to people who don't pray", NEGLECTING_PRAYER),
  en('which surah is called the seven oft-repeated verses', FATIHA),
  // English: nature and creation
  en('Does the Quran talk about the Big Bang and the universe expanding?', BIG_BANG),
  en("the verse where two seas meet but don't mix", TWO_SEAS),
  en('why did God create mountains', MOUNTAINS),
  en('Do the sun and moon have orbits in the Quran?', ORBITS),
  en('What is the weakest of houses mentioned in the Quran?', SPIDER),
  en('What are shooting stars for?', SHOOTING_STARS),
  en('Why does the Quran tell us to look at how the camel was created?', CAMEL),
  en('How many heavens are there?', SEVEN_HEAVENS),
  en('how does God make the rain fall', RAIN),
  // English: famous verses described in words
  en('the verse about Allah being the light of the heavens and the earth, like a lamp in a niche', LIGHT_VERSE),
  en('verse that says God does not burden a soul with more than it can bear', NO_BURDEN_BEYOND),
  en('which verse says this day I have perfected your religion', RELIGION_PERFECTED),
  en("hold on to the rope of Allah and don't be divided", ROPE_OF_ALLAH),
  en('what do we say when someone dies, to God we belong', TO_HIM_WE_RETURN),
  en('if the sea were ink for the words of my Lord', SEA_OF_INK),
  en('What was the first verse revealed to the Prophet?', FIRST_REVELATION),
  en('if this Quran were sent down on a mountain it would crumble', MOUNTAIN_HUMBLED),
  en('the short surah that says say he is God the one', IKHLAS),
  en('When God wants something he just says be and it is', BE_AND_IT_IS),
  en('surah revealed to comfort the Prophet when the revelation stopped for a while', REVELATION_PAUSE),
  // Arabic (Modern Standard Arabic, some everyday wording)
  ar('لماذا ألقى إخوة يوسف أخاهم في البئر؟', YUSUF_WELL),
  ar('ما قصة الرجل الصالح الذي خرق السفينة وقتل الغلام وأقام الجدار؟', KHIDR),
  ar('ماذا حدث لأصحاب الفيل؟', ELEPHANT),
  ar('ما قصة الناقة التي عقرها قوم صالح؟', SALIH_CAMEL),
  ar('ما قصة قوم لوط وكيف أهلكهم الله؟', LOT_PEOPLE),
  ar('من هو قارون وماذا حدث له؟', QARUN),
  ar('لماذا ألقت أم موسى ابنها في اليم؟', BABY_MOSES),
  ar('لماذا خرج آدم وحواء من الجنة؟', ADAM_TREE),
  ar('كيف رزق زكريا بولد وهو شيخ كبير وامرأته عاقر؟', ZAKARIYA),
  ar('كيف عرف الجن أن سليمان قد مات؟', SOLOMON_DEATH),
  ar('ما قصة رؤيا إبراهيم أنه يذبح ابنه؟', SACRIFICE_OF_SON),
  ar('هل صلب المسيح؟', CRUCIFIXION),
  ar('لماذا عاتب الله النبي حين عبس في وجه الأعمى؟', BLIND_MAN),
  ar('ما قصة العجل الذي عبده بنو إسرائيل؟', GOLDEN_CALF),
  ar('ما قصة صاحب الجنتين؟', TWO_GARDENS),
  ar('ما قصة الذي مر على قرية وهي خاوية على عروشها فأماته الله مئة عام؟', HUNDRED_YEARS),
  ar('ما قصة أيوب مع المرض؟', AYYUB),
  ar('كم مرة يحق للزوج أن يطلق زوجته ثم يراجعها؟', DIVORCE_COUNT),
  ar('هل يجوز للمسلم أن يتزوج امرأة مسيحية؟', INTERFAITH_MARRIAGE),
  ar('من هن النساء اللاتي يحرم الزواج بهن؟', FORBIDDEN_MARRIAGES),
  ar('هل يجوز قصر الصلاة في السفر؟', TRAVEL_PRAYER),
  ar('ما حكم أكل الذبيحة التي لم يذكر اسم الله عليها؟', SLAUGHTER),
  ar('ما حكم الرشوة وأكل أموال الناس بالباطل؟', BRIBERY),
  ar('ما هو الظهار وما كفارته؟', ZIHAR),
  ar('هل يجوز التبني ونسبة الولد إلى غير أبيه؟', ADOPTION),
  ar('ما حكم دخول بيوت الناس بغير استئذان؟', ASKING_PERMISSION),
  ar('ما حكم جماع الزوجة وهي حائض؟', MENSTRUATION),
  ar('ما الذي يجب على من قتل شخصا خطأ؟', MANSLAUGHTER),
  ar('أنا وزوجتي نختلف كثيرا، كيف نحل الخلاف بيننا؟', MARRIAGE_CONFLICT),
  ar('ماذا يحدث للإنسان بعد الموت وقبل يوم القيامة؟', BARZAKH),
  ar('هل كل شيء مكتوب ومقدر علينا؟', FATE),
  ar('متى تقوم الساعة؟', HOUR_TIMING),
  ar('كيف يحيي الله العظام وهي رميم؟', RESURRECTION),
  ar('هل يرى المؤمنون ربهم يوم القيامة؟', SEEING_GOD),
  ar('هل سأحاسب على ذنوب أبي؟', NO_BEARER),
  ar('ما صفة جهنم وعذابها؟', HELL),
  ar('هل يمكن أن يحرف القرآن؟', QURAN_PRESERVED),
  ar('هل يشفع أحد لأحد يوم القيامة؟', INTERCESSION),
  ar('وصلتني رسالة فيها خبر عن شخص، هل أنشرها قبل أن أتأكد منه؟', VERIFY_NEWS),
  ar('ماذا يقول القرآن عن قطيعة الرحم؟', KINSHIP),
  ar('ماذا يقول القرآن عن البخل؟', STINGINESS),
  ar('أمر بضائقة شديدة، هل يأتي بعد العسر يسر؟', HARDSHIP_EASE),
  ar('كيف أصلح بين صديقين متخاصمين؟', MAKING_PEACE),
  ar('هل أسامح من ظلمني؟', FORGIVING_OTHERS),
  ar('هل المال والأولاد فتنة؟', WEALTH_AS_TEST),
  ar('كيف أخشع في صلاتي؟', HUMILITY_IN_PRAYER),
  ar('بماذا تطمئن القلوب؟', REMEMBRANCE),
  ar('هل يجوز مس المصحف بغير وضوء؟', TOUCHING_MUSHAF),
  ar('ما الآية التي تتحدث عن البحرين اللذين لا يختلطان؟', TWO_SEAS),
  ar('لماذا خلق الله الجبال؟', MOUNTAINS),
  ar('ما الآية التي فيها أن الله نور السماوات والأرض؟', LIGHT_VERSE),
  ar('ما أول ما نزل من القرآن؟', FIRST_REVELATION),
  ar('هل يكلفنا الله فوق طاقتنا؟', NO_BURDEN_BEYOND),
  ar('ما معنى الاعتصام بحبل الله وعدم التفرق؟', ROPE_OF_ALLAH),
  ar('كم عدد السماوات؟', SEVEN_HEAVENS),
  // No answer in the Quran
  en('How many rakats is the Fajr prayer?', []),
  en("What was the name of the Prophet Muhammad's mother?", []),
  ar('كم عدد ركعات صلاة المغرب؟', []),
  ar('ما اسم أم النبي محمد صلى الله عليه وسلم؟', []),
];
