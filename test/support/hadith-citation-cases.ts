/**
 * Hadith citations as replies write them: what the parser must read (`parsed`), and what the chat
 * endpoint must answer once they are resolved through the hadith store (`cited`: the references of the
 * narrations served, in order; `warnings`: what it must say about citations that name nothing or
 * quotations that are not the narration's words).
 */
export interface HadithCitationCase {
  reply: string;
  parsed: string[];
  cited: string[];
  warnings?: RegExp[];
}

const h = (reply: string, parsed: string[], cited: string[], warnings?: RegExp[]): HadithCitationCase => ({
  reply,
  parsed,
  cited,
  ...(warnings ? { warnings } : {}),
});

export const HADITH_CITATION_CASES: HadithCitationCase[] = [
  // Each collection, by number
  h('The Prophet spoke of neighbours (Sahih al-Bukhari 6018).', ['bukhari:6018'], ['Sahih al-Bukhari 6018']),
  h('Deeds are judged by intentions (Bukhari 1).', ['bukhari:1'], ['Sahih al-Bukhari 1']),
  h('Allah looks at hearts, not bodies (Muslim 2564a).', ['muslim:2564a'], ['Sahih Muslim 2564a']),
  h('Be mindful of Allah: Jami` at-Tirmidhi 2516.', ['tirmidhi:2516'], ['Jami` at-Tirmidhi 2516']),
  h('Whoever imitates a people is one of them (Sunan Abi Dawud 4031).', ['abudawood:4031'], ['Sunan Abi Dawud 4031']),
  h("Wash the hands on waking, as in an-Nasa'i 1.", ['nasai:1'], ["Sunan an-Nasa'i 1"]),
  h('Seeking knowledge is an obligation (Ibn Majah 224).', ['ibnmajah:224'], ['Sunan Ibn Majah 224']),
  h('Sahih Muslim 8a is the hadith of Jibril.', ['muslim:8a'], ['Sahih Muslim 8a']),
  h('See Sahih Muslim No. 2564c.', ['muslim:2564c'], ['Sahih Muslim 2564c']),
  h('Bukhari #6018 and Muslim 47a.', ['bukhari:6018', 'muslim:47a'], ['Sahih al-Bukhari 6018', 'Sahih Muslim 47a']),
  h('Abu Dawud 4031 and Tirmidhi 2516 agree.', ['abudawood:4031', 'tirmidhi:2516'], ['Sunan Abi Dawud 4031', 'Jami` at-Tirmidhi 2516']),
  h('The neighbour has more right (Tirmidhi 1368).', ['tirmidhi:1368'], ['Jami` at-Tirmidhi 1368']),
  h("Jumu'ah is obligatory (Sunan an-Nasai 1371).", ['nasai:1371'], ["Sunan an-Nasa'i 1371"]),
  h('No pre-emption for a partner (Ibn Majah 2501).', ['ibnmajah:2501'], ['Sunan Ibn Majah 2501']),
  h(
    'Sayyid al-Istighfar: HR. al-Bukhari No. 6306, 6323.',
    ['bukhari:6306', 'bukhari:6323'],
    ['Sahih al-Bukhari 6306', 'Sahih al-Bukhari 6323'],
  ),
  // A number cited for several entries: every part
  h('Muslim 2564 on hearts.', ['muslim:2564'], ['Sahih Muslim 2564a', 'Sahih Muslim 2564b', 'Sahih Muslim 2564c']),
  // In-book and old English references
  h('Sahih al-Bukhari, Book 78, Hadith 49.', ['bukhari:book 78/49'], ['Sahih al-Bukhari 6018']),
  h('Bukhari, Vol. 8, Book 73, Hadith 47.', ['bukhari:english 8/73/47'], ['Sahih al-Bukhari 6018']),
  h('Muslim, Book 4, Hadith 1115 (the old numbering).', ['muslim:book 4/1115'], ['Sahih Muslim 546b']),
  h('Sunan Abi Dawud, Book 33, Hadith 4020.', ['abudawood:book 33/4020'], ['Sunan Abi Dawud 4031']),
  // Arabic script
  h('قال رسول الله صلى الله عليه وسلم: صحيح البخاري ٦٠١٨', ['bukhari:6018'], ['Sahih al-Bukhari 6018']),
  h('رواه مسلم (٢٥٦٤أ)', ['muslim:2564'], ['Sahih Muslim 2564a', 'Sahih Muslim 2564b', 'Sahih Muslim 2564c']),
  h('رواه الترمذي رقم ٢٥١٦', ['tirmidhi:2516'], ['Jami` at-Tirmidhi 2516']),
  h('سنن أبي داود ٤٠٣١', ['abudawood:4031'], ['Sunan Abi Dawud 4031']),
  h('ابن ماجه ٢٢٤', ['ibnmajah:224'], ['Sunan Ibn Majah 224']),
  // Numbers that name nothing
  h(
    'As in Sahih al-Bukhari 9999.',
    ['bukhari:9999'],
    [],
    [/^Cited hadith not found: Sahih al-Bukhari 9999 \(Sahih al-Bukhari has no hadith 9999/],
  ),
  h('Tirmidhi 2735 says so.', ['tirmidhi:2735'], [], [/^Cited hadith not found: Jami` at-Tirmidhi 2735 \(.*two places/]),
  h('Bukhari 1186 is often cited.', ['bukhari:1186'], [], [/^Cited hadith not found: Sahih al-Bukhari 1186/]),
  h('Muslim 9999z does not exist.', ['muslim:9999z'], [], [/^Cited hadith not found: Sahih Muslim 9999z/]),
  // Quotations next to a citation
  h('"He who copies any people is one of them" (Sunan Abi Dawud 4031).', ['abudawood:4031'], ['Sunan Abi Dawud 4031']),
  h(
    '"Whoever believes in Allah and the Last Day should honour his neighbour with gold" (Bukhari 6018).',
    ['bukhari:6018'],
    ['Sahih al-Bukhari 6018'],
    [/^The text quoted next to Sahih al-Bukhari 6018 is not that narration's wording/],
  ),
  h('"The reward of deeds depends upon the intentions" (Bukhari 1).', ['bukhari:1'], ['Sahih al-Bukhari 1']),
  h(
    '"The reward of deeds does not depend upon the intentions" (Bukhari 1).',
    ['bukhari:1'],
    ['Sahih al-Bukhari 1'],
    [/^The text quoted next to Sahih al-Bukhari 1 is not that narration's wording \(contradicts/],
  ),
  // The further collections, as people cite them
  h('Actions are by intentions (Riyad as-Salihin 1).', ['riyadussalihin:1'], ['Riyad as-Salihin 1']),
  h("Love for your brother: an-Nawawi's Forty, hadith 13.", ['nawawi40:13'], ['Forty Hadith of an-Nawawi, Hadith 13']),
  h('My mercy prevails over My wrath (Hadith Qudsi 1).', ['qudsi40:1'], ['Forty Hadith Qudsi, Hadith 1']),
  h('Muwatta Malik, Book 1, Hadith 1 gives the times of prayer.', ['malik:book 1/1'], ['Muwatta Malik, Book 1, Hadith 1']),
  h('I was sent to perfect good character (Al-Adab Al-Mufrad 273).', ['adab:273'], ['Al-Adab Al-Mufrad 273']),
  h('Riyadh-us-Saliheen 1896 ends the book.', ['riyadussalihin:1896'], ['Riyad as-Salihin 1896']),
  h('رياض الصالحين ١', ['riyadussalihin:1'], ['Riyad as-Salihin 1']),
  h(
    'Faith has branches (Mishkat al-Masabih 5).',
    ['mishkat:5'],
    [],
    [/^Cited hadith not found: Mishkat al-Masabih 5 \(Mishkat al-Masabih 5 is not served: The source \(hadith-json\)/],
  ),
  h(
    '"None of you believes until he loves for his brother that which he loves for himself" (an-Nawawi\'s Forty, hadith 13).',
    ['nawawi40:13'],
    ['Forty Hadith of an-Nawawi, Hadith 13'],
  ),
  h(
    '"Seek knowledge" (Sunan ad-Darimi, Book 1, Hadith 1).',
    ['darimi:book 1/1'],
    ['Sunan ad-Darimi, Book 1, Hadith 1'],
    [/^The text quoted next to Sunan ad-Darimi, Book 1, Hadith 1 cannot be checked: the source gives that narration in Arabic only/],
  ),
  h('Anas ibn Malik 3 times asked him.', [], []),
  // Mentions without a number, and words that are not collections
  h('This is narrated by al-Bukhari and Muslim.', [], []),
  h('Every Muslim 5 times a day turns to Allah.', [], []),
  h('a Muslim 2 rakahs before Fajr', [], []),
  h('Imam Muslim compiled his Sahih over fifteen years.', [], []),
];
