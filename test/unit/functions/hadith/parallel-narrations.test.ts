import { areParallel, sixBeforeParallels } from '../../../../functions/hadith/parallel-narrations';

const MATN = 'قال رسول الله صلى الله عليه وسلم إن الصدق يهدي إلى البر وإن البر يهدي إلى الجنة';
const CHAIN = 'حدثنا عثمان بن أبي شيبة حدثنا جرير عن منصور عن أبي وائل عن عبد الله عن النبي';
const copy = (collection: string, arabic: string) => ({ collection: collection as 'bukhari', arabic });
const words = (text: string) => new Set(text.split(' '));

describe('areParallel', () => {
  it('reads two texts as one narration when most of the shorter one stands in the other, whatever the chain', () => {
    expect(areParallel(words(MATN), words(`${CHAIN} ${MATN}`))).toBe(true);
    expect(areParallel(words(MATN), words('إنما الأعمال بالنيات وإنما لكل امرئ ما نوى فمن كانت هجرته'))).toBe(false);
  });
  it('never calls a text of a few words a parallel', () => {
    expect(areParallel(words('قال رسول الله'), words(`${CHAIN} قال رسول الله`))).toBe(false);
  });
});

describe('sixBeforeParallels', () => {
  it("puts the six books' copy before a further book's copy that ranked higher, and names the further copy", () => {
    const riyad = copy('riyadussalihin', MATN);
    const other = copy('tirmidhi', 'حدثنا قتيبة قال رسول الله من غشنا فليس منا ولا يحل لمسلم أن يبيع');
    const bukhari = copy('bukhari', `${CHAIN} ${MATN}`);
    const { ranked, parallels } = sixBeforeParallels([riyad, other, bukhari]);
    expect(ranked).toEqual([bukhari, riyad, other]);
    expect([...parallels]).toEqual([riyad]);
  });
  it('leaves a ranking without such copies as it is', () => {
    const ranked = [copy('bukhari', MATN), copy('mishkat', 'شيء آخر تماما لا علاقة له بما قبله من الكلام في هذا الباب')];
    expect(sixBeforeParallels(ranked)).toEqual({ ranked, parallels: new Set() });
  });
});
