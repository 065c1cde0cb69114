/**
 * English quotations of verses next to their reference, as people quote them from each English translation served
 * (Saheeh International, Pickthall, Yusuf Ali), and the verdict each must get: a faithful quote in any translation's
 * words is that translation's (named in quote_check.translation); a close rewording in none of them is a paraphrase
 * ("differs from the translations' wording"), never a contradiction; a contradiction (a negation dropped or added, a
 * number changed) is one whatever the translation. The wordings were checked against the pinned files.
 */
export interface TranslationQuoteCase {
  reference: string;
  quote: string;
  verdict: 'exact' | 'partial' | 'paraphrase' | 'contradicts';
  /** For exact and partial: the edition whose wording it is. */
  translation?: 'en.sahih' | 'en.pickthall' | 'en.yusufali';
}

const faithful = (
  translation: TranslationQuoteCase['translation'],
  reference: string,
  quote: string,
  verdict: 'exact' | 'partial' = 'partial',
) => ({
  reference,
  quote,
  verdict,
  translation,
});

export const TRANSLATION_QUOTE_CASES: TranslationQuoteCase[] = [
  // Pickthall
  faithful('en.pickthall', '2:256', 'There is no compulsion in religion.'),
  faithful('en.pickthall', '94:5', 'But lo! with hardship goeth ease', 'exact'),
  faithful('en.pickthall', '112:1', 'Say: He is Allah, the One!', 'exact'),
  faithful('en.pickthall', '1:5', 'Thee (alone) we worship; Thee (alone) we ask for help.', 'exact'),
  faithful('en.pickthall', '2:255', 'Allah! There is no deity save Him, the Alive, the Eternal.'),
  faithful('en.pickthall', '13:28', 'Verily in the remembrance of Allah do hearts find rest!'),
  faithful('en.pickthall', '2:153', 'Lo! Allah is with the steadfast.'),
  faithful('en.pickthall', '49:13', 'Lo! the noblest of you, in the sight of Allah, is the best in conduct.'),
  faithful('en.pickthall', '3:185', 'Every soul will taste of death.'),
  faithful('en.pickthall', '21:107', 'We sent thee not save as a mercy for the peoples.', 'exact'),
  faithful('en.pickthall', '2:286', 'Allah tasketh not a soul beyond its scope.'),
  faithful('en.pickthall', '50:16', 'We are nearer to him than his jugular vein.'),
  faithful('en.pickthall', '39:53', 'Despair not of the mercy of Allah, Who forgiveth all sins.'),
  faithful('en.pickthall', '17:32', 'And come not near unto adultery.'),
  // Yusuf Ali
  faithful('en.yusufali', '2:256', 'Let there be no compulsion in religion'),
  faithful('en.yusufali', '94:5', 'So, verily, with every difficulty, there is relief', 'exact'),
  faithful('en.yusufali', '112:1', 'Say: He is Allah, the One and Only', 'exact'),
  faithful('en.yusufali', '1:5', 'Thee do we worship, and Thine aid we seek.', 'exact'),
  faithful('en.yusufali', '13:28', 'for without doubt in the remembrance of Allah do hearts find satisfaction.'),
  faithful('en.yusufali', '2:153', 'for Allah is with those who patiently persevere.'),
  faithful('en.yusufali', '3:185', 'Every soul shall have a taste of death'),
  faithful('en.yusufali', '21:107', 'We sent thee not, but as a Mercy for all creatures.', 'exact'),
  faithful('en.yusufali', '2:286', 'On no soul doth Allah Place a burden greater than it can bear.'),
  faithful('en.yusufali', '50:16', 'for We are nearer to him than (his) jugular vein.'),
  faithful('en.yusufali', '39:53', 'Despair not of the Mercy of Allah: for Allah forgives all sins'),
  faithful('en.yusufali', '17:32', 'Nor come nigh to adultery'),
  // Saheeh International (the default)
  faithful('en.sahih', '2:256', 'There shall be no compulsion in [acceptance of] the religion'),
  faithful('en.sahih', '94:5', 'For indeed, with hardship [will be] ease.', 'exact'),
  faithful('en.sahih', '1:5', 'It is You we worship and You we ask for help.', 'exact'),
  faithful('en.sahih', '13:28', 'Unquestionably, by the remembrance of Allah hearts are assured'),
  faithful('en.sahih', '2:153', 'Indeed, Allah is with the patient'),
  faithful('en.sahih', '3:185', 'Every soul will taste death'),
  // Close, in none of them: paraphrases, not contradictions
  { reference: '2:256', quote: 'There is no coercion in matters of faith', verdict: 'paraphrase' },
  { reference: '2:286', quote: 'God never burdens anyone with more than they can carry', verdict: 'paraphrase' },
  { reference: '13:28', quote: 'Hearts find peace in remembering God', verdict: 'paraphrase' },
  { reference: '94:5', quote: 'After every hardship comes relief', verdict: 'paraphrase' },
  { reference: '50:16', quote: 'God is closer to us than our own neck vein', verdict: 'paraphrase' },
  // Contradictions, whatever the translation
  { reference: '2:256', quote: 'There is compulsion in religion.', verdict: 'contradicts' },
  { reference: '2:256', quote: 'Let there be compulsion in religion', verdict: 'contradicts' },
  { reference: '17:32', quote: 'And come near unto adultery.', verdict: 'contradicts' },
  { reference: '112:1', quote: 'Say: He is Allah, the Two!', verdict: 'contradicts' },
];
