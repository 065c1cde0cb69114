/**
 * Quotations a reply may put next to a verse reference, and the verdict each must get against the
 * verse's Saheeh International translation (or its Uthmani Arabic): faithful quotes (whole or part),
 * paraphrases, each kind of misquote (negation or number flipped, a word turned into its opposite,
 * the order of words changed) and right words under the wrong reference.
 */
export interface QuoteCase {
  reference: string;
  quote: string;
  verdict: 'exact' | 'partial' | 'paraphrase' | 'contradicts' | 'other_verse';
  /** For other_verse: the verse the words really are. */
  quotedVerse?: string;
}

const q = (reference: string, quote: string, verdict: QuoteCase['verdict'], quotedVerse?: string): QuoteCase => ({
  reference,
  quote,
  verdict,
  ...(quotedVerse ? { quotedVerse } : {}),
});

export const QUOTE_CASES: QuoteCase[] = [
  // Faithful: the whole verse, or a contiguous part of it
  q('94:5', 'For indeed, with hardship [will be] ease.', 'exact'),
  q('94:6', 'Indeed, with hardship [will be] ease.', 'exact'),
  q('112:1', 'He is Allah, [who is] One', 'partial'),
  q('1:1', 'In the name of Allah, the Entirely Merciful, the Especially Merciful.', 'exact'),
  q('2:255', 'Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence', 'partial'),
  q('2:256', 'There shall be no compulsion in [acceptance of] the religion', 'partial'),
  q('2:286', 'Allah does not charge a soul except [with that within] its capacity', 'partial'),
  q('3:103', 'hold firmly to the rope of Allah all together and do not become divided', 'partial'),
  q('49:13', 'Indeed, the most noble of you in the sight of Allah is the most righteous of you', 'partial'),
  q('13:28', 'Unquestionably, by the remembrance of Allah hearts are assured', 'partial'),
  q('2:153', 'Indeed, Allah is with the patient', 'partial'),
  q('112:1', 'قُلْ هُوَ اللَّهُ أَحَدٌ', 'exact'),
  q('94:6', 'إِنَّ مَعَ الْعُسْرِ يُسْرًا', 'exact'),
  q('2:256', 'لا إكراه في الدين', 'partial'),
  q('13:28', 'أَلَا بِذِكْرِ اللَّهِ تَطْمَئِنُّ الْقُلُوبُ', 'partial'),
  // Paraphrases in quotation marks
  q('2:286', 'Allah does not burden a soul beyond its capacity', 'paraphrase'),
  q('2:153', 'Be patient, for God rewards the patient ones', 'paraphrase'),
  q('49:13', 'All people are equal before God whatever their race', 'paraphrase'),
  // Misquotes
  q('2:256', 'There is compulsion in religion', 'contradicts'),
  q('112:1', 'He is Allah, [who is] Two', 'contradicts'),
  q('1:1', 'In the name of Satan, the Entirely Merciful, the Especially Merciful', 'contradicts'),
  q('4:29', "O you who have believed, consume one another's wealth unjustly", 'contradicts'),
  q('94:5', 'For indeed, with ease [will be] hardship', 'contradicts'),
  q(
    '5:32',
    'whoever saves a soul unless for a soul or for corruption [done] in the land - it is as if he had slain mankind entirely',
    'contradicts',
  ),
  q('2:256', 'إكراه في الدين', 'contradicts'),
  q('112:1', 'قل هو الله اثنان', 'contradicts'),
  q('2:43', 'And do not establish prayer and do not give zakah', 'contradicts'),
  q('17:32', 'And approach unlawful sexual intercourse', 'contradicts'),
  // The right words under the wrong reference
  q('2:256', 'Neither drowsiness overtakes Him nor sleep', 'other_verse', '2:255'),
  // 3:2 is word for word the opening of 2:255: a quote of it under 2:255 is faithful, under 2:256 it is 3:2 (exact beats partial).
  q('2:256', 'Allah - there is no deity except Him, the Ever-Living, the Sustainer of existence', 'other_verse', '3:2'),
  q('94:5', 'Unquestionably, by the remembrance of Allah hearts are assured', 'other_verse', '13:28'),
];
