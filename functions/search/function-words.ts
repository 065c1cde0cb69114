import { arabicSpellings } from './arabic-terms';
import { foldLatin } from './tokenizer';

/**
 * Words that carry the form of a question, not its subject: left out when a question is read for
 * retrieval (question-terms.ts), never when a search box query is matched word for word. English words
 * are compared folded (lower case, no accents or apostrophes: "what's" is "whats"), Arabic words with
 * their letters unified as the index unifies them (arabic-terms.ts), so "إلى" and "الى" are one entry.
 */
const ENGLISH_FUNCTION_WORDS = `
a about above according across after again against all also am among an and any anyone anything are aren arent
around as ask asked asking at be because been before being below between both but by can cannot could couldn
did didn do does doesn doing don done dont down during each either else even ever every explain for from
further get gets getting give given go going got had has have having he her here hers herself him himself his
how however i id if im in into is isn isnt it its itself ive just let lets like made make many may me
mention mentioned mentions might mine perform performed performing more most much must my myself need no nor not now of off often on once
one ones only or other others ought our ours ourselves out over own per please put rather really regard
regarding said say saying says shall she should shouldn show so some something such talk talks teach teaches tell
tells than that thats the their theirs them themselves then there theres these they thing things think this
those though through thus to too toward towards under until up upon us use used very view views want was
wasn way we well were weren what whats whatever when whenever where whether which while who whom whos whose
why will with within without would wouldn yes yet you your yours yourself yourselves
`;

/**
 * Words that name where an answer is sought (the Quran, Islam, a ruling) rather than what about: they
 * count, but little, so that "What does Islam say about debt?" is about debt.
 */
const ENGLISH_FRAMING_WORDS = `
quran koran quranic islam islamic muslim prophet messenger rasul hadith hadiths sunnah verse verses ayah ayat ayahs surah narration
narrations scripture scriptures religion religious ruling rulings rule rules view opinion permissible allowed
permitted guidance teaching teachings
`;

const ARABIC_FUNCTION_WORDS = `
ما ماذا لماذا لما هل كيف كم متى أين أي أيها من مَن هو هي هم هن هما أنا نحن أنت أنتم أنتِ ذلك ذاك تلك هذا هذه
هؤلاء أولئك الذي التي الذين اللذين اللتين اللاتي اللواتي في على عن إلى الى من منذ مع عند لدى بين حول خلال
بعد قبل تحت فوق دون غير سوى كل بعض أو أم ثم بل لكن لكنّ إن أن إنّ أنّ كان كانت يكون تكون كانوا قد لقد لا لم
لن ليس ليست إذا إذ لو لولا كما مثل حتى أيضا فقط جدا عليه عليها عليهم له لها لهم به بها بهم فيه فيها فيهم منه
منها منهم إليه إليها يذكر تذكر ورد وردت جاء جاءت يقول تقول قال قالت يقال قيل أريد أرجو أخبرني اشرح
اذكر ماهي ماهو وما وماذا وهل وكيف ولماذا يفعل نفعل أفعل تفعل يفعلون يجب يجوز ينبغي يمكن أستطيع نستطيع هناك عندما
علينا لنا لي لك لكم بنا بي بك
`;

const ARABIC_FRAMING_WORDS = `
القرآن قرآن الكريم الإسلام إسلام الإسلامي الإسلامية المسلم المسلمة المسلمين المسلمون مسلم النبي الرسول الشريعة الشرع الحديث أحاديث الأحاديث السنة النبوية
آية آيات الآية الآيات سورة حكم أحكام رأي موقف صفات صفة معنى
`;

const words = (list: string) => list.split(/\s+/).filter(Boolean);
const unified = (word: string) => arabicSpellings(word)[0] ?? '';

const FUNCTION_WORDS = new Set([...words(ENGLISH_FUNCTION_WORDS), ...words(ARABIC_FUNCTION_WORDS).map(unified)]);
const FRAMING_WORDS = new Set([...words(ENGLISH_FRAMING_WORDS), ...words(ARABIC_FRAMING_WORDS).map(unified)]);

/** The form a typed word is compared in: folded Latin, or Arabic with its letters unified. */
export function comparableWord(typed: string, script: 'arabic' | 'latin'): string {
  return script === 'arabic' ? unified(typed) : foldLatin(typed);
}

export type WordRole = 'function' | 'framing' | 'content';

/** What a question's word does: asks (left out), frames (counts little), or names the subject. */
export function roleOfWord(typed: string, script: 'arabic' | 'latin'): WordRole {
  const word = comparableWord(typed, script);
  if (FUNCTION_WORDS.has(word)) return 'function';
  if (FRAMING_WORDS.has(word)) return 'framing';
  return 'content';
}
