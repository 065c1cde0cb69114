import { asksInLanguage, readForeignQuestion } from '../../../../functions/search/foreign-question';
import { LANGUAGE_ANALYZERS } from '../../../../functions/search/language-analyzers';
import { fuseRankings } from '../../../../functions/search/rank-fusion';
import { analyze } from '../../../../functions/search/tokenizer';

const typed = (question: string, language: Parameters<typeof readForeignQuestion>[1]) =>
  readForeignQuestion(question, language).native.map((word) => word.typed);

describe('readForeignQuestion', () => {
  it('leaves out how the language asks, its names of the Quran and its function words', () => {
    // Before: «que dit le coran sur les parents» ranked 74:24 ("il dit") first.
    expect(typed('Que dit le Coran sur les parents ?', 'fr')).toEqual(['parents']);
    expect(typed('Vad säger Koranen om tålamod?', 'sv')).not.toContain('koranen');
    expect(typed('古兰经关于孝敬父母说了什么？', 'zh').join('')).not.toMatch(/古兰经/);
  });

  it('reads the concepts the language names as the English and Arabic texts word them', () => {
    const read = readForeignQuestion('Запрещены ли проценты (риба) в исламе?', 'ru');
    expect(read.concepts).toContain('interest and usury (riba)');
    expect(read.conceptWords.flatMap((word) => word.terms)).toEqual(expect.arrayContaining(['riba']));
  });

  it('knows a concept’s phrase in an inflected form, by the language’s stem', () => {
    // «хиджабе» (prepositional), «yetimlere» (dative plural), «кита» (genitive): the table writes хиджаб, yetim, кит.
    expect(readForeignQuestion('Что ислам говорит о хиджабе?', 'ru').concepts).toEqual(['modest dress (hijab)']);
    expect(readForeignQuestion('Yetimlere nasıl davranmalıyız?', 'tr').concepts).toEqual(['orphans']);
    expect(readForeignQuestion('Что случилось с Юнусом во чреве кита?', 'ru').concepts).toContain('Jonah (Yunus) and the whale');
    expect(readForeignQuestion('Что ислам говорит о хиджабе?', 'ru').conceptWords[0].typed).toBe('хиджабе');
    expect(readForeignQuestion('Hırsızlığın cezası nedir?', 'tr').concepts).toEqual(['theft and stealing']);
    expect(readForeignQuestion('চুরির শাস্তি কী?', 'bn').concepts).toEqual(['theft and stealing']);
  });

  it('does not take a word for a phrase only because their stems collide', () => {
    // «mois» and «Moïse», «mes» and «Mesías», «diturunkan» and «keturunan» stem alike.
    expect(readForeignQuestion('En quel mois le Coran a-t-il été révélé ?', 'fr').concepts).toEqual([]);
    expect(readForeignQuestion('¿En qué mes fue revelado el Corán?', 'es').concepts).toEqual([]);
    expect(readForeignQuestion("Pada bulan apa Al-Qur'an diturunkan?", 'id').concepts).toEqual([]);
  });

  it('reads a word as the phrase it is spelt as, of two whose stems it shares', () => {
    // Before, the table's first phrase took it: «luto» (mourning) was Lut, «imam» and «imán» were iman (faith), «şura»
    // (consultation) was «sur» (the Horn), «hakim» (judge) was «hak», «махрам» was «махр» (the bridal gift).
    expect(readForeignQuestion('El luto en el islam', 'es').concepts).toEqual(['mourning and condolence']);
    expect(readForeignQuestion('¿Quién es el imán?', 'es').concepts).toEqual(['congregational prayer']);
    expect(readForeignQuestion('İmamın şartları nelerdir?', 'tr').concepts).toEqual(['congregational prayer']);
    expect(readForeignQuestion('Kuran şura hakkında ne diyor?', 'tr').concepts).toEqual(['consultation (shura)']);
    expect(readForeignQuestion('Hakimin görevi nedir?', 'tr').concepts).toEqual(['judges and judging between people']);
    expect(readForeignQuestion('Махрам для женщины', 'ru').concepts[0]).toBe('women one may not marry');
    expect(readForeignQuestion('La pêche est-elle permise ?', 'fr').concepts).toEqual(['hunting and game']);
    // The word spelt as the other phrase still names its own: iman, the Horn («sura», its dative), sin, the bridal gift.
    expect(readForeignQuestion('¿Qué es el iman?', 'es').concepts).toEqual(['faith (iman)']);
    expect(readForeignQuestion('Sura üfürülmesi', 'tr').concepts).toEqual(['the blowing of the trumpet (the Horn)']);
    expect(readForeignQuestion('Est-ce un péché ?', 'fr').concepts).toEqual(['sins']);
    expect(readForeignQuestion('Махр', 'ru').concepts).toEqual(['bridal gift (mahr)']);
  });

  it('does not take a word for a phrase by a stem too short to tell them apart', () => {
    // Turkish stems «altın» (gold) and «alim» as «al», «kimin» (whose) and «kuma» as «k»; Russian «имена» and «имам» as «им».
    expect(readForeignQuestion('Altın takmak caiz mi?', 'tr').concepts).not.toContain('knowledge');
    expect(readForeignQuestion('Bu kimin hakkı?', 'tr').concepts).toEqual([]);
    expect(readForeignQuestion('Имена', 'ru').concepts).toEqual([]);
    // The phrase's own word and its inflections still name it.
    expect(readForeignQuestion('Ölümden sonra ne olur?', 'tr').concepts).toEqual(['death']);
    expect(readForeignQuestion('Кто такой имам?', 'ru').concepts).toEqual(['congregational prayer']);
  });

  it('reads a phrase with function words over the question’s content words, never by one word it keeps', () => {
    // Before: a phrase kept its function words and the question lost them, so «liberté de religion» never matched.
    expect(readForeignQuestion('La liberté de religion', 'fr').concepts).toEqual(['freedom of religion']);
    expect(readForeignQuestion('¿Quién recibe el zakat?', 'es').concepts).toEqual(['recipients of zakat']);
    // «nabi terakhir» (the last prophet) is not «nabi» alone: Moses stays Moses.
    expect(readForeignQuestion('Siapa nabi terakhir?', 'id').concepts).toEqual(['the last prophet']);
    expect(readForeignQuestion('Kisah nabi Musa', 'id').concepts).toEqual(['Moses (Musa) and Pharaoh']);
  });

  it('reads a French elided article and a Turkish name’s case ending apart from the word', () => {
    expect(readForeignQuestion("Est-ce que boire de l'alcool est interdit ?", 'fr').concepts).toContain('alcohol and intoxicants');
    expect(readForeignQuestion("Hz. Yunus'un başına neler geldi?", 'tr').concepts).toEqual(['Jonah (Yunus) and the whale']);
  });

  it('says whether it names the Quran, in its language', () => {
    expect(readForeignQuestion('Que dit le Coran sur les parents ?', 'fr').namesTheQuran).toBe(true);
    expect(readForeignQuestion('Vad säger Koranen om ränta?', 'sv').namesTheQuran).toBe(true);
    expect(readForeignQuestion('Apa hukum riba?', 'id').namesTheQuran).toBe(false);
  });

  it('names a concept by an inflected Bengali word whose letters are folded (শ as স, ূ as ু)', () => {
    expect(readForeignQuestion('শয়তানকে', 'bn').concepts).toEqual(['Satan (Iblis, Shaytan)']);
    expect(readForeignQuestion('মূসাকে', 'bn').concepts).toEqual(['Moses (Musa) and Pharaoh']);
  });

  it('reads a Bengali word without its ending too, its spelling folded as the translation is indexed', () => {
    const [fish] = readForeignQuestion('মাছে', 'bn').native;
    expect(fish.terms).toEqual(['মাছে', 'মাছ']);
    // The translation writes «শরীক»; a question «শরিকের».
    expect(readForeignQuestion('শরিকের', 'bn').native[0].terms).toContain(analyze('শরীক', LANGUAGE_ANALYZERS.bn)[0].terms[0]);
  });
});

describe('asksInLanguage', () => {
  it('tells a question from words to find', () => {
    expect(asksInLanguage('Que dit le Coran sur les parents', 'fr')).toBe(true);
    expect(asksInLanguage('¿Qué dice el Corán sobre la paciencia?', 'es')).toBe(true);
    expect(asksInLanguage('prescrit aux croyants comme à ceux avant vous', 'fr')).toBe(false);
  });
});

describe('fuseRankings', () => {
  it('adds each ranking’s reciprocal ranks, weighted, and keeps the highest coverage', () => {
    const fused = fuseRankings([
      {
        ranked: [
          { group: 1, id: 1, score: 9, coverage: 0.4 },
          { group: 2, id: 2, score: 5, coverage: 0.9 },
        ],
        weight: 1,
      },
      { ranked: [{ group: 2, id: 2, score: 30, coverage: 0.6 }], weight: 3 },
    ]);
    expect(fused.map((document) => `${document.group}:${document.id}`)).toEqual(['2:2', '1:1']);
    expect(fused[0].score).toBeCloseTo(1 / 62 + 3 / 61);
    expect(fused[0].coverage).toBe(0.9);
  });
});
