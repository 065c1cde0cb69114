import type { InheritanceAnswer } from '../inheritance/inheritance-responses';

/**
 * A computed distribution as the chat says it (heirs-in-text.ts found one in the question): each heir's exact share,
 * the adjustment, and where the working is, before any retrieved passage or model text. A model is given the same
 * lines as a source it must quote, not recompute: the fractions are the engine's, not a guess.
 */
export function distributionLines(answer: InheritanceAnswer): string {
  const heirs = answer.heirs.map((heir) => {
    const each = heir.count > 1 ? `, ${heir.per_head} each` : '';
    return `- ${heir.name_english} (${heir.name_arabic})${heir.count > 1 ? ` ×${heir.count}` : ''}: ${heir.share}${each} (${heir.basis.replace(/_/g, ' ')})`;
  });
  const blocked = answer.blocked.map((heir) => `- ${heir.name_english} (${heir.name_arabic}): excluded by ${heir.blocked_by.join(', ')}`);
  const adjustment = answer.adjustment ? ` The shares were adjusted by ${answer.adjustment === 'awl' ? "'awl" : 'radd'}.` : '';
  return [
    `The shares, computed exactly (POST /api/v1/inheritance, ${answer.madhab === 'default' ? 'the majority positions' : `the ${answer.madhab} school`}):${adjustment}`,
    ...heirs,
    ...blocked,
  ].join('\n');
}
