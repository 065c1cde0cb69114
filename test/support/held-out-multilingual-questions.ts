/**
 * HELD-OUT MULTILINGUAL JUDGMENT SET: questions about the Quran in the
 * languages the API serves, each with the passages a good answer should find.
 *
 * Written by: an independent helper session (an AI assistant) that the project
 * started for this job, on 2026-11-27.
 *
 * Independence rules followed while writing it:
 *  - The author did not read the search engine (functions/), the existing
 *    judgment sets in test/support/ (question-judgments.ts,
 *    held-out-questions.ts, everyday-questions.ts, translation-judgments.ts,
 *    relevance-judgments.ts, ...) or docs/search.md.
 *  - The engine was never run: no `search=`, `/chat` or `/mcp` calls.
 *  - The questions were written first, the way ordinary people type them into
 *    a search box or ask a chatbot in each language (everyday words, not the
 *    translations' wording), and only then were the verses looked up.
 *
 * NEVER USE THIS SET FOR TUNING. It is only for measuring. Once ranking,
 * synonyms, stemming, weights or prompts are changed while looking at these
 * questions or their results, the set no longer measures anything and a fresh
 * held-out set has to be written.
 *
 * How the verses were checked: every expected passage was read verse by verse
 * in the translation the API serves for the question's language (the npm
 * package quran-json: quran_<lang>.json; Saheeh International for en,
 * Muhiuddin Khan for bn, García for es, Hamidullah for fr, Indonesian Ministry
 * for id, Kuliev for ru, Bernström for sv, Diyanet for tr, Maududi for ur,
 * Makin for zh) together with the English and, for Arabic questions, the
 * Arabic text, and kept only if it answers the question. Ranges are kept
 * tight around the verses that answer; the most central passage is listed
 * first. `quran: []` marks the one question per language that the Quran
 * does not answer (a good engine should return nothing strongly relevant).
 *
 * Translation oddities noticed while checking are noted next to the entry.
 * In particular the served Turkish (Diyanet) file merges some verses: the
 * merged text is stored under each of the merged verse numbers (e.g. 2:183
 * and 2:184, 65:2 and 65:3, 8:2 and 8:3, 22:34 and 22:35, 33:70 and 33:71,
 * 12:11 and 12:12, 12:16 and 12:17, 30:17 and 30:18, 69:13-15), so a Turkish passage range may include a neighbour that
 * carries the answering text.
 */

export interface MultilingualJudgment {
  question: string;
  /** ISO 639-1 of the question: en, ar, bn, es, fr, id, ru, sv, tr, ur, zh */
  language: 'en' | 'ar' | 'bn' | 'es' | 'fr' | 'id' | 'ru' | 'sv' | 'tr' | 'ur' | 'zh';
  /** Expected Quran passages, "surah:ayah" or "surah:first-last", most central first; [] when the Quran has no answer. */
  quran: readonly string[];
}

export const HELD_OUT_MULTILINGUAL_QUESTIONS: readonly MultilingualJudgment[] = [
  // ───────────────────────── Indonesian (id) ─────────────────────────
  {
    question: 'pacar saya sering ngajak ketemuan berduaan, apa hukum pacaran dalam islam? apakah termasuk mendekati zina?',
    language: 'id',
    quran: ['17:32', '24:2', '25:68-69'],
  },
  { question: 'cara tayamum kalau tidak ada air', language: 'id', quran: ['5:6', '4:43'] },
  {
    question: 'kisah ashabul kahfi, pemuda yang tertidur di gua ratusan tahun',
    language: 'id',
    quran: ['18:9-22', '18:25'],
  },
  { question: 'kisah nabi sulaiman dan semut', language: 'id', quran: ['27:17-19'] },
  { question: 'hukum judi online menurut al quran', language: 'id', quran: ['5:90-91', '2:219'] },
  {
    question: 'doa untuk kedua orang tua yang ada di al quran',
    language: 'id',
    quran: ['17:24', '14:41', '71:28', '46:15'],
  },
  { question: 'ayat tentang sabar ketika diuji musibah', language: 'id', quran: ['2:155-157', '2:153', '29:2-3'] },
  {
    question: 'berapa lama masa iddah istri yang dicerai suami?',
    language: 'id',
    quran: ['2:228', '65:4', '65:1', '33:49'],
  },
  { question: 'apa hukum ghibah atau membicarakan aib orang lain', language: 'id', quran: ['49:12', '104:1'] },
  { question: 'bolehkah merayakan ulang tahun dalam islam', language: 'id', quran: [] },
  { question: 'dalil wajib puasa ramadhan', language: 'id', quran: ['2:183-185'] },
  {
    question: 'ancaman bagi orang yang memakan harta anak yatim',
    language: 'id',
    quran: ['4:10', '4:2', '6:152', '17:34'],
  },
  { question: 'ayat kursi', language: 'id', quran: ['2:255'] },
  // "Ayat seribu dinar" is the popular name for 65:2 (end) - 65:3.
  { question: 'ayat seribu dinar', language: 'id', quran: ['65:2-3'] },

  // ───────────────────────── Turkish (tr) ─────────────────────────
  {
    question: 'anne babaya nasıl davranmalıyız, Kuran ne diyor?',
    language: 'tr',
    quran: ['17:23-24', '31:14-15', '46:15', '29:8'],
  },
  // tr: 22:34 and 22:35 carry identical (merged) text, the 22:34 sacrifice verse.
  { question: "Kuran'da kurban kesmekle ilgili ayetler", language: 'tr', quran: ['22:36-37', '108:2', '22:34-35'] },
  // tr: 12:11/12:12 and 12:16/12:17 carry identical (merged) text.
  { question: "Yusuf'u kuyuya atan kardeşlerinin hikayesi", language: 'tr', quran: ['12:8-18'] },
  {
    question: 'Kuran yalan söylemek hakkında ne diyor',
    language: 'tr',
    // tr: 33:70 and 33:71 carry identical (merged) text.
    quran: ['16:105', '22:30', '2:42', '9:119', '33:70-71'],
  },
  { question: 'boşanma kaç defa olur, üç talaktan sonra ne olur', language: 'tr', quran: ['2:229-230'] },
  // tr: 30:17 and 30:18 carry identical (merged) text.
  {
    question: "Kuran'da namaz vakitleri geçiyor mu",
    language: 'tr',
    quran: ['11:114', '17:78', '20:130', '30:17-18', '4:103'],
  },
  // tr: 69:13, 69:14 and 69:15 carry identical (merged) text.
  { question: "sur'a üflendiğinde neler olacak", language: 'tr', quran: ['39:68', '36:51-53', '69:13-16', '18:99'] },
  {
    question: 'haksız yere birini öldürmenin cezası nedir',
    language: 'tr',
    quran: ['5:32', '4:93', '17:33', '25:68-69'],
  },
  { question: 'komşu hakkı ile ilgili ayet', language: 'tr', quran: ['4:36'] },
  { question: 'sadaka verip başa kakmak sevabı yok eder mi', language: 'tr', quran: ['2:264', '2:262-263'] },
  { question: 'diş fırçalamak orucu bozar mı', language: 'tr', quran: [] },
  // tr: 65:2 and 65:3 carry identical (merged) text, which contains the tawakkul sentence of 65:3;
  // likewise 8:2 and 8:3.
  { question: "Allah'a tevekkül etmek", language: 'tr', quran: ['65:2-3', '3:159-160', '8:2-3', '14:12'] },
  { question: "Lokman'ın oğluna verdiği öğütler", language: 'tr', quran: ['31:13-19'] },
  // tr: 2:183 and 2:184 carry identical (merged) text; the fidye sentence is in it.
  {
    question: 'babam hasta ve oruç tutamıyor, fidye vermesi gerekir mi?',
    language: 'tr',
    quran: ['2:183-185'],
  },

  // ───────────────────────── Urdu (ur) ─────────────────────────
  { question: 'قرآن میں پردے کا کیا حکم ہے', language: 'ur', quran: ['24:31', '33:59', '24:30', '33:53'] },
  { question: 'سود کے بارے میں قرآن کیا کہتا ہے', language: 'ur', quran: ['2:275-279', '3:130', '30:39'] },
  { question: 'قرآن میں ماں کا مقام', language: 'ur', quran: ['31:14', '46:15', '17:23-24'] },
  { question: 'وراثت میں بیٹی کا کتنا حصہ ہے', language: 'ur', quran: ['4:11', '4:176', '4:7'] },
  {
    question: 'حضرت موسیٰ نے عصا مارا اور سمندر پھٹ گیا',
    language: 'ur',
    quran: ['26:63-66', '20:77-78', '2:50', '44:24'],
  },
  { question: 'جھوٹی گواہی دینا کتنا بڑا گناہ ہے', language: 'ur', quran: ['25:72', '22:30', '4:135'] },
  {
    question: 'نکاح میں حق مہر کتنا ہونا چاہیے',
    language: 'ur',
    quran: ['4:4', '4:24', '2:236-237', '4:20'],
  },
  { question: 'شب قدر کی فضیلت', language: 'ur', quran: ['97:1-5', '44:3-4'] },
  {
    question: 'کیا اللہ میرے سارے گناہ معاف کر دے گا؟ توبہ کیسے کریں',
    language: 'ur',
    quran: ['39:53-54', '4:17-18', '25:70-71', '66:8'],
  },
  { question: 'تراویح کی کتنی رکعتیں ہیں', language: 'ur', quran: [] },
  {
    question: 'میری بیوی اور میرے درمیان روز جھگڑا ہوتا ہے، قرآن میں صلح کا کیا طریقہ بتایا گیا ہے؟',
    language: 'ur',
    quran: ['4:35', '4:128'],
  },
  {
    question: 'صبر کرنے والوں کے لیے قرآن میں کیا خوشخبری ہے',
    language: 'ur',
    quran: ['2:155-157', '39:10', '2:153', '3:200'],
  },
  { question: 'درود شریف پڑھنے کا حکم قرآن میں', language: 'ur', quran: ['33:56'] },
  {
    question: 'رزق کی فکر رہتی ہے، کیا اللہ ہر جاندار کو رزق دیتا ہے؟',
    language: 'ur',
    quran: ['11:6', '29:60', '51:22', '65:2-3'],
  },

  // ───────────────────────── Bengali (bn) ─────────────────────────
  { question: 'যাকাত কাদের দেওয়া যায়', language: 'bn', quran: ['9:60'] },
  // bn (Muhiuddin Khan) renders 2:188 without the word ঘুষ ("hand it to the authorities"); it is still the bribery verse.
  { question: 'ঘুষ খাওয়া সম্পর্কে কুরআনে কি বলা হয়েছে', language: 'bn', quran: ['2:188'] },
  {
    question: 'অহংকার করা নিয়ে কোরআনের আয়াত',
    language: 'bn',
    quran: ['31:18-19', '17:37', '16:23', '57:23'],
  },
  { question: 'মূসা আঃ ও খিজির আঃ এর ঘটনা', language: 'bn', quran: ['18:60-82'] },
  { question: 'কবরের আজাব কি কুরআনে আছে?', language: 'bn', quran: ['40:45-46', '6:93', '8:50', '71:25'] },
  {
    question: 'স্ত্রীর প্রতি স্বামীর কর্তব্য কি',
    language: 'bn',
    quran: ['4:19', '2:228', '4:34', '30:21', '2:187'],
  },
  {
    question: 'আমার এক বন্ধু বলছে সে আর বাঁচতে চায় না, আত্মহত্যা করা কি ইসলামে হারাম?',
    language: 'bn',
    quran: ['4:29-30', '2:195'],
  },
  { question: 'দুনিয়ার জীবন তো খেল তামাশা মাত্র', language: 'bn', quran: ['57:20', '6:32', '29:64', '47:36'] },
  { question: 'বিয়েতে গায়ে হলুদ অনুষ্ঠান করা কি জায়েজ', language: 'bn', quran: [] },
  {
    question: 'তাহাজ্জুদ নামাজের ফজিলত',
    language: 'bn',
    quran: ['17:79', '73:1-6', '73:20', '51:17-18', '32:16'],
  },
  { question: 'সালামের উত্তর কিভাবে দিতে হয়', language: 'bn', quran: ['4:86', '24:61', '24:27'] },
  {
    question: 'ওজনে কম দেওয়া ব্যবসায়ীদের শাস্তি',
    language: 'bn',
    quran: ['83:1-3', '55:8-9', '17:35', '11:84-85', '26:181-183'],
  },
  { question: 'জুমার আজান হলে কি বেচাকেনা বন্ধ করতে হবে?', language: 'bn', quran: ['62:9-10'] },

  // ───────────────────────── French (fr) ─────────────────────────
  { question: 'que dit le Coran sur le voile des femmes', language: 'fr', quran: ['24:31', '33:59'] },
  { question: "histoire d'Abraham qui devait sacrifier son fils", language: 'fr', quran: ['37:101-107'] },
  {
    question: 'est-ce que le Coran interdit de tuer ses enfants par peur de la pauvreté',
    language: 'fr',
    quran: ['17:31', '6:151', '6:140', '81:8-9'],
  },
  {
    question: "que faire quand on est en colère selon l'islam",
    language: 'fr',
    quran: ['3:134', '42:37', '41:34-36', '7:199-200'],
  },
  {
    question: 'le monde a-t-il été créé en six jours dans le Coran ?',
    language: 'fr',
    quran: ['7:54', '11:7', '50:38', '41:9-12', '32:4'],
  },
  { question: 'à quel âge faut-il faire la circoncision', language: 'fr', quran: [] },
  {
    question: 'les anges qui écrivent nos bonnes et mauvaises actions',
    language: 'fr',
    quran: ['50:17-18', '82:10-12', '43:80'],
  },
  {
    question: 'je me suis convertie et mes parents ne sont pas musulmans, comment dois-je me comporter avec eux ?',
    language: 'fr',
    quran: ['31:15', '29:8', '60:8'],
  },
  { question: 'le corps de Pharaon a-t-il été préservé ?', language: 'fr', quran: ['10:90-92'] },
  {
    question: 'le pèlerinage à la Mecque est-il obligatoire pour tout le monde',
    language: 'fr',
    quran: ['3:97', '2:196', '22:27'],
  },
  {
    question: "que dit le Coran sur l'argent et la richesse",
    language: 'fr',
    quran: ['18:46', '64:15', '8:28', '3:14', '102:1-2'],
  },
  {
    question: 'les djinns existent-ils vraiment ?',
    language: 'fr',
    quran: ['72:1-2', '55:15', '15:27', '46:29-31', '51:56'],
  },
  { question: "l'adoption est-elle permise en islam", language: 'fr', quran: ['33:4-5', '33:37'] },

  // ───────────────────────── Spanish (es) ─────────────────────────
  {
    question: '¿El Corán dice que Jesús es hijo de Dios?',
    language: 'es',
    quran: ['19:35', '4:171', '5:72-75', '112:1-4', '5:116-117'],
  },
  {
    question: 'Mi novio es musulmán y soy cristiana, ¿es verdad que los musulmanes pueden comer la comida de cristianos y judíos?',
    language: 'es',
    quran: ['5:5'],
  },
  { question: '¿Qué dice el Corán sobre el matrimonio?', language: 'es', quran: ['30:21', '24:32', '4:3-4'] },
  { question: '¿por qué la segunda sura se llama La Vaca?', language: 'es', quran: ['2:67-73'] },
  { question: '¿Qué dice el Corán sobre la envidia?', language: 'es', quran: ['113:5', '4:54', '4:32', '2:109'] },
  {
    question: '¿Por qué Satanás no se postró ante Adán?',
    language: 'es',
    quran: ['7:11-13', '38:75-76', '15:32-33', '2:34', '18:50'],
  },
  { question: '¿Cómo se llamaba la madre del profeta Mahoma?', language: 'es', quran: [] },
  {
    question: '¿Se pueden tener relaciones con la esposa en las noches de Ramadán?',
    language: 'es',
    quran: ['2:187'],
  },
  {
    question: 'perdonar a quien te hizo daño',
    language: 'es',
    quran: ['24:22', '42:40', '42:43', '64:14', '3:134'],
  },
  { question: '¿qué recompensa hay por dar limosna?', language: 'es', quran: ['2:261', '2:274', '57:18', '2:245'] },
  { question: '¿Abraham rompió los ídolos de su pueblo?', language: 'es', quran: ['21:57-67', '37:91-96'] },
  { question: '¿Qué dice el Corán sobre cuidar el medio ambiente?', language: 'es', quran: ['30:41', '7:56', '2:205'] },
  {
    question: '¿El islam valora buscar el conocimiento y estudiar?',
    language: 'es',
    quran: ['20:114', '58:11', '39:9', '96:1-5'],
  },

  // ───────────────────────── Russian (ru) ─────────────────────────
  {
    question: 'хочу принять ислам, но иногда пью пиво с друзьями. можно ли мусульманину пить алкоголь?',
    language: 'ru',
    quran: ['5:90-91', '2:219', '4:43'],
  },
  { question: 'сколько жен можно иметь в исламе', language: 'ru', quran: ['4:3', '4:129'] },
  { question: 'история Юсуфа и жены вельможи', language: 'ru', quran: ['12:23-32'] },
  { question: 'что Коран говорит о справедливости', language: 'ru', quran: ['4:135', '5:8', '16:90', '4:58'] },
  { question: 'можно ли сокращать намаз в путешествии', language: 'ru', quran: ['4:101'] },
  {
    question: 'кто такие лицемеры в Коране',
    language: 'ru',
    quran: ['63:1-4', '2:8-16', '4:142-145', '9:67-68'],
  },
  { question: 'колдовство и порча в исламе', language: 'ru', quran: ['2:102', '113:4', '20:69', '10:81'] },
  { question: 'кто такие Яджудж и Маджудж', language: 'ru', quran: ['18:93-99', '21:96-97'] },
  { question: 'наказание за клевету на целомудренную женщину', language: 'ru', quran: ['24:4-5', '24:23'] },
  { question: 'сколько ракаатов в утреннем намазе', language: 'ru', quran: [] },
  { question: 'не отчаиваться в милости Аллаха', language: 'ru', quran: ['39:53', '12:87', '15:56'] },
  {
    question: 'из чего Аллах создал человека?',
    language: 'ru',
    quran: ['15:26', '55:14', '32:7-9', '23:12-14', '38:71-72'],
  },
  { question: 'для чего Аллах создал людей', language: 'ru', quran: ['51:56', '67:2', '23:115'] },
  { question: 'Мухаммад последний пророк?', language: 'ru', quran: ['33:40'] },

  // ───────────────────────── Chinese (zh) ─────────────────────────
  { question: '古兰经为什么禁止吃猪肉', language: 'zh', quran: ['2:173', '5:3', '6:145', '16:115'] },
  {
    question: '我父母年纪大了，脾气不好，古兰经里怎么说孝敬父母？',
    language: 'zh',
    quran: ['17:23-24', '31:14-15', '46:15', '29:8', '4:36'],
  },
  { question: '古兰经里关于斋戒的规定', language: 'zh', quran: ['2:183-185', '2:187'] },
  { question: '努哈方舟的故事', language: 'zh', quran: ['11:37-44', '23:27-29', '54:11-15', '29:14-15'] },
  { question: '人死后真的会复活吗', language: 'zh', quran: ['36:78-79', '22:5-7', '75:3-4', '17:49-51'] },
  { question: '穆斯林要遵守诺言吗', language: 'zh', quran: ['17:34', '5:1', '16:91', '23:8'] },
  { question: '尔撒圣人是怎么出生的', language: 'zh', quran: ['19:16-33', '3:45-47', '3:59'] },
  { question: '古兰经反对铺张浪费吗', language: 'zh', quran: ['17:26-27', '7:31', '25:67', '6:141'] },
  { question: '礼拜时双手应该放在哪里', language: 'zh', quran: [] },
  { question: '真主是独一的吗？古兰经怎么说', language: 'zh', quran: ['112:1-4', '2:163', '21:22', '23:91'] },
  { question: '古兰经中关于胚胎发育的描述', language: 'zh', quran: ['23:12-14', '22:5', '39:6'] },
  { question: '吃合法佳美的食物', language: 'zh', quran: ['2:168', '2:172', '5:88', '23:51'] },
  { question: '什么情况下要洗大净', language: 'zh', quran: ['5:6', '4:43'] },

  // ───────────────────────── Swedish (sv) ─────────────────────────
  // sv (Bernström) says «ocker», never «ränta».
  { question: 'vad säger Koranen om ränta', language: 'sv', quran: ['2:275-279', '3:130', '30:39'] },
  {
    question: 'vad säger koranen om homosexualitet',
    language: 'sv',
    quran: ['7:80-81', '26:165-166', '27:54-55', '29:28-29'],
  },
  {
    question: 'min kompis säger att Koranen tillåter män att slå sina fruar, stämmer det?',
    language: 'sv',
    quran: ['4:34'],
  },
  { question: 'Jonas i valfiskens mage', language: 'sv', quran: ['37:139-148', '21:87-88', '68:48-50'] },
  { question: 'vad säger Koranen om döden', language: 'sv', quran: ['3:185', '21:35', '29:57', '62:8', '4:78'] },
  {
    question: 'är krig tillåtet i islam? bara i självförsvar?',
    language: 'sv',
    quran: ['2:190-193', '22:39-40', '8:61', '60:8'],
  },
  { question: 'får en muslim gifta sig med en kristen kvinna', language: 'sv', quran: ['5:5', '2:221', '60:10'] },
  { question: 'dog Jesus på korset enligt Koranen', language: 'sv', quran: ['4:157-158', '3:55'] },
  {
    question: 'måste man be fem gånger om dagen enligt koranen',
    language: 'sv',
    quran: ['11:114', '17:78', '20:130', '30:17-18', '2:238'],
  },
  {
    question: 'hur ska man hjälpa fattiga',
    language: 'sv',
    quran: ['2:177', '76:8-9', '90:11-16', '107:1-3', '51:19'],
  },
  { question: 'får man fira midsommar som muslim', language: 'sv', quran: [] },
  { question: 'finns det floder av mjölk och honung i paradiset', language: 'sv', quran: ['47:15'] },
  // The Quran speaks of "the tree", not an apple.
  { question: 'Adam och Eva åt av äpplet', language: 'sv', quran: ['7:19-23', '2:35-37', '20:120-122'] },

  // ───────────────────────── English (en) ─────────────────────────
  {
    question: 'how should orphans be treated according to the quran',
    language: 'en',
    quran: ['4:2', '4:10', '93:9', '107:2', '2:220'],
  },
  { question: 'no compulsion in religion verse', language: 'en', quran: ['2:256', '10:99', '18:29', '109:6'] },
  { question: 'what happened between Solomon and the Queen of Sheba', language: 'en', quran: ['27:22-44'] },
  { question: 'how many rakats is witr prayer', language: 'en', quran: [] },
  { question: 'verse that says with hardship comes ease', language: 'en', quran: ['94:5-6', '65:7', '2:286'] },
  { question: 'is it better to give charity secretly', language: 'en', quran: ['2:271', '2:274'] },
  { question: 'does Allah forgive shirk', language: 'en', quran: ['4:48', '4:116', '39:53'] },
  {
    question: 'is racism haram? does the quran say anything about skin color or one race being better than another',
    language: 'en',
    quran: ['49:13', '30:22', '4:1'],
  },
  {
    question: 'will our hands and skin testify against us on judgment day',
    language: 'en',
    quran: ['36:65', '41:20-22', '24:24'],
  },
  { question: 'what is the punishment for stealing in islam', language: 'en', quran: ['5:38-39'] },
  { question: 'can a wife ask for a divorce (khula)', language: 'en', quran: ['2:229', '4:128', '4:35'] },
  { question: 'what dua did Musa make before going to Pharaoh', language: 'en', quran: ['20:25-28'] },
  {
    question: 'which surahs protect against black magic and the evil eye',
    language: 'en',
    quran: ['113:1-5', '114:1-6', '68:51'],
  },

  // ───────────────────────── Arabic (ar) ─────────────────────────
  { question: 'ما حكم الربا في القرآن', language: 'ar', quran: ['2:275-279', '3:130'] },
  { question: 'قصة أصحاب الفيل', language: 'ar', quran: ['105:1-5'] },
  { question: 'ما هي مصارف الزكاة الثمانية', language: 'ar', quran: ['9:60'] },
  { question: 'حكم الغيبة والنميمة', language: 'ar', quran: ['49:12', '68:10-11', '104:1'] },
  { question: 'كيف أتوضأ للصلاة', language: 'ar', quran: ['5:6'] },
  { question: 'هل يجوز الجمع بين الأختين في الزواج', language: 'ar', quran: ['4:23'] },
  { question: 'قصة ابني آدم قابيل وهابيل', language: 'ar', quran: ['5:27-31'] },
  { question: 'ما عقوبة الزنا في القرآن', language: 'ar', quran: ['24:2-3', '17:32'] },
  { question: 'كم عدد ركعات صلاة الظهر', language: 'ar', quran: [] },
  { question: 'هل يستجيب الله الدعاء', language: 'ar', quran: ['2:186', '40:60', '27:62'] },
  { question: 'من هو ذو القرنين', language: 'ar', quran: ['18:83-98'] },
  { question: 'هل يرى المؤمنون ربهم يوم القيامة', language: 'ar', quran: ['75:22-23', '83:15'] },
  {
    question: 'أخي يرفع صوته على أمي ويقول لها أف، ماذا يقول القرآن عن عقوق الوالدين؟',
    language: 'ar',
    quran: ['17:23-24', '46:17', '31:14-15'],
  },
];
