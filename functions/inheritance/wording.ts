import type { Fraction } from './rational';
import { RELATION_BY_ID, type RelationId } from './relations';

/** A sentence of the working in both languages the answer gives. */
export interface Wording {
  en: string;
  ar: string;
}

const NAMED_FRACTIONS: Record<string, Wording> = {
  '1/2': { en: 'a half', ar: 'النصف' },
  '1/4': { en: 'a quarter', ar: 'الربع' },
  '1/8': { en: 'an eighth', ar: 'الثمن' },
  '2/3': { en: 'two thirds', ar: 'الثلثان' },
  '1/3': { en: 'a third', ar: 'الثلث' },
  '1/6': { en: 'a sixth', ar: 'السدس' },
};

/** "a sixth (1/6)" and "السدس (1/6)"; other fractions as written. */
export function fractionWords(fraction: Fraction): Wording {
  const written = fraction.toString();
  const named = NAMED_FRACTIONS[written];
  return named ? { en: `${named.en} (${written})`, ar: `${named.ar} (${written})` } : { en: written, ar: written };
}

/** An heir as a sentence names them: "Daughter", "3 × Daughter"; "بنت", "بنت (3)". */
export function heirLabel(relation: RelationId, count = 1): Wording {
  const { name_english, name_arabic } = RELATION_BY_ID[relation];
  return count > 1 ? { en: `${count} × ${name_english}`, ar: `${name_arabic} (${count})` } : { en: name_english, ar: name_arabic };
}

/** Several heirs: "Husband, Mother and 2 × Full sister"; "زوج وأم وأخت شقيقة (2)". */
export function heirList(heirs: ReadonlyArray<readonly [RelationId, number]>): Wording {
  const labels = heirs.map(([relation, count]) => heirLabel(relation, count));
  const en = labels.map((label) => label.en);
  return {
    en: en.length > 1 ? `${en.slice(0, -1).join(', ')} and ${en[en.length - 1]}` : (en[0] ?? ''),
    ar: labels.map((label) => label.ar).join(' و'),
  };
}

export const describe = {
  blocked(relation: RelationId, count: number, by: readonly RelationId[]): Wording {
    const heir = heirLabel(relation, count);
    const excluders = heirList(by.map((each) => [each, 1] as const));
    return {
      en: `${heir.en}: excluded by ${excluders.en}.`,
      ar: `${heir.ar}: محجوب حجب حرمان بـ${excluders.ar}.`,
    };
  },

  fixed(members: ReadonlyArray<readonly [RelationId, number]>, nominal: Fraction, why?: Wording): Wording {
    const heirs = heirList(members);
    const share = fractionWords(nominal);
    const together = members.length > 1 || (members[0]?.[1] ?? 1) > 1;
    return {
      en: `${heirs.en} ${together ? 'share' : 'takes'} ${share.en}${why ? `: ${why.en}` : ''}.`,
      ar: `${heirs.ar}: ${share.ar} فرضا${together ? ' يشتركون فيه' : ''}${why ? `، ${why.ar}` : ''}.`,
    };
  },

  takes(relation: RelationId, count: number, share: Fraction): Wording {
    const heir = heirLabel(relation, count);
    const amount = fractionWords(share);
    return share.isZero()
      ? { en: `${heir.en}: nothing remains for them.`, ar: `${heir.ar}: لم يبق لهم شيء.` }
      : { en: `${heir.en}: ${amount.en} of the estate.`, ar: `${heir.ar}: ${amount.ar} من التركة.` };
  },

  residue(members: ReadonlyArray<readonly [RelationId, number]>, residue: Fraction, weighted: boolean): Wording {
    const heirs = heirList(members);
    const share = fractionWords(residue);
    if (residue.isZero()) {
      return {
        en: `${heirs.en}: residuaries, but the fixed shares left nothing.`,
        ar: `${heirs.ar}: عصبة، ولم يبق لهم شيء بعد الفروض.`,
      };
    }
    return {
      en: `${heirs.en} take${members.length > 1 || (members[0]?.[1] ?? 1) > 1 ? '' : 's'} the residue, ${share.en}${weighted ? ', the male twice the female' : ''}.`,
      ar: `لـ${heirs.ar} الباقي تعصيبا، ${share.ar}${weighted ? '، للذكر مثل حظ الأنثيين' : ''}.`,
    };
  },
};
