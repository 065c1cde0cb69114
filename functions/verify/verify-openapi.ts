import { documentOperation, example, inputSchema } from '../shared/openapi-parts';
import { verifyRequestSchema } from './verify-request';
import { verifyResponseSchema } from './verify-responses';

/** POST /api/v1/verify in the OpenAPI document: what it resolves and checks, with an example body. */
documentOperation('verify', {
  summary: 'Check the Quran and hadith citations of any text',
  description: [
    'Any text up to 32 000 characters (a model\u2019s answer, an article, a sermon draft). Every Quran reference (`2:255`,',
    '`Surah Al-Baqarah, verse 255`, `Surat al-Nisa, ayah 4:34`, `[الإخلاص: 1]`, named verses) and hadith reference',
    "(`Sahih al-Bukhari 6018`, `Riyad as-Salihin 1`, `an-Nawawi's Forty, hadith 13`, `Muwatta Malik, Book 1, Hadith 1`,",
    'in-book and USC-MSA references) is resolved against the corpus, with the same checker as',
    'the chat: the canonical text and reference, and for a quotation next to it a verdict (`exact`, `partial`,',
    '`paraphrase`, `contradicts`, `other_verse` naming the verse it really is). References to verses that do not exist',
    'are listed in `quran_not_found`; `warnings` says what could not be verified. A quotation in a well-known wording',
    'of a narration ("actions are judged by intentions") is named: next to its citation (`known_wording_of`), attributed',
    'to a narration the famous-narrations table does not give for it (a warning), or with no reference',
    '(`unreferenced_hadith_quotations`).',
  ].join('\n'),
  body: {
    schema: inputSchema(verifyRequestSchema),
    examples: {
      verse: example('A verse quoted with its reference', {
        text: 'Surah Al-Baqarah, verse 255: "Allah - there is no deity except Him, the Ever-Living, the Sustainer of [all] existence."',
      }),
    },
  },
  answers: [verifyResponseSchema],
  errors: [413, 415],
});
