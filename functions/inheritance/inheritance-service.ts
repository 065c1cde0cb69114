import { InvalidInputError } from '../shared/domain-errors';
import type { Step } from './case-state';
import { type Distribution, distribute } from './distribution';
import { deduct, divideToTheCent, type EstateDeductions, formatCents } from './estate';
import { EVIDENCE } from './evidence';
import type { InheritanceBody } from './inheritance-request';
import type { InheritanceAnswer } from './inheritance-responses';
import { type QuestionReading, readQuestion } from './question-reader';
import { relationNamed } from './relation-names';
import { RELATION_BY_ID, RELATIONS, type RelationId } from './relations';

/**
 * POST /api/v1/inheritance, the MCP tool and the chat: the heirs (named, or read from a sentence) checked, the engine
 * run, the estate divided to the cent, and the answer shaped with each step's evidence.
 */

type Heirs = Array<{ relation: RelationId; count: number }>;
type Deceased = 'male' | 'female';

export function inheritanceAnswer(body: InheritanceBody): InheritanceAnswer {
  let heirs: Heirs;
  let reading: QuestionReading | undefined;
  let field: string;
  if (body.question !== undefined) {
    field = 'question';
    const read = readQuestion(body.question);
    if ('unread' in read) {
      const words = read.unread.map((word) => `'${word}'`).join(', ');
      throw new InvalidInputError(`Invalid body field 'question': ${words ? `could not read ${words}: ` : ''}${read.problem}`, {
        param: 'question',
      });
    }
    reading = read;
    heirs = read.heirs.map(({ relation, count }) => ({ relation, count }));
  } else {
    field = 'heirs';
    heirs = (body.heirs ?? []).map(({ relation, count }, index) => {
      const id = relationNamed(relation);
      if (!id) {
        throw new InvalidInputError(
          `Invalid body field 'heirs.${index}.relation': unknown relation '${relation}'; use an id or a name that GET /api/v1/inheritance?list=relations lists`,
          { param: `heirs.${index}.relation` },
        );
      }
      return { relation: id, count };
    });
  }
  const merged = mergeHeirs(heirs);
  const deceased = deceasedOf(merged, body.deceased, reading?.deceased, field);
  checkCounts(merged, field);
  const distribution = distribute({ heirs: merged, following: body.madhab ?? 'default' });
  const estate = body.estate
    ? deduct({
        amount: body.estate.amount,
        funeralCosts: body.estate.funeral_costs ?? 0n,
        debts: body.estate.debts ?? 0n,
        bequest: body.estate.bequest ?? 0n,
        bequestToHeir: body.estate.bequest_to_heir ?? false,
        heirsConsent: body.estate.heirs_consent_to_bequest ?? false,
      })
    : undefined;
  return shapeAnswer(distribution, { deceased, reading, question: body.question, estate });
}

/** One entry per relation, in the order first named. */
function mergeHeirs(heirs: Heirs): Heirs {
  const counts = new Map<RelationId, number>();
  for (const { relation, count } of heirs) counts.set(relation, (counts.get(relation) ?? 0) + count);
  return [...counts].map(([relation, count]) => ({ relation, count }));
}

/** The deceased's sex, from the request, the sentence or the spouse; a spouse of the same sex is a mistake to refuse. */
function deceasedOf(heirs: Heirs, given: Deceased | undefined, read: Deceased | undefined, listField: string): Deceased | undefined {
  const named = (relation: RelationId) => heirs.some((heir) => heir.relation === relation);
  if (named('husband') && named('wife')) {
    throw new InvalidInputError(
      `Invalid body field '${listField}': a husband and a wife cannot both be heirs: the deceased is a woman (survived by a husband) or a man (survived by wives)`,
      { param: listField },
    );
  }
  if (given && read && given !== read) {
    throw new InvalidInputError(`Invalid body field 'deceased': ${given}, but the question says the deceased is ${read}`, {
      param: 'deceased',
    });
  }
  const stated = given ?? read;
  const field = given ? 'deceased' : listField;
  if (stated === 'male' && named('husband')) {
    throw new InvalidInputError(
      `Invalid body field '${field}': a husband is named, but the deceased is a man; a man leaves wives, not a husband`,
      {
        param: field,
      },
    );
  }
  if (stated === 'female' && named('wife')) {
    throw new InvalidInputError(
      `Invalid body field '${field}': a wife is named, but the deceased is a woman; a woman leaves a husband, not a wife`,
      {
        param: field,
      },
    );
  }
  return stated ?? (named('husband') ? 'female' : named('wife') ? 'male' : undefined);
}

function checkCounts(heirs: Heirs, field: string): void {
  for (const { relation, count } of heirs) {
    const { max_count, name_english } = RELATION_BY_ID[relation];
    if (count <= max_count) continue;
    const why =
      relation === 'wife'
        ? `more than four wives (${count}): a man leaves at most four`
        : relation === 'husband'
          ? `${count} husbands: a woman leaves one husband`
          : max_count === 1
            ? `${count} × ${name_english.toLowerCase()}: there can be only one`
            : `${count} × ${name_english.toLowerCase()}: at most ${max_count}`;
    throw new InvalidInputError(`Invalid body field '${field}': ${why}`, { param: field });
  }
}

function withEvidence(step: Step) {
  return { rule: step.rule, en: step.en, ar: step.ar, evidence: EVIDENCE[step.rule].evidence };
}

const safeNumber = (value: bigint, what: string) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InvalidInputError(`The ${what} would be ${value}, more than this API states exactly; name fewer heirs of distinct counts`);
  }
  return Number(value);
};

function shapeAnswer(
  distribution: Distribution,
  context: { deceased?: Deceased; reading?: QuestionReading; question?: string; estate?: EstateDeductions },
): InheritanceAnswer {
  const { estate, reading } = context;
  const amounts = estate
    ? divideToTheCent(
        estate.net,
        distribution.heirs.map((heir) => ({ perHeadShare: heir.perHead, count: heir.count })),
      )
    : undefined;
  const names = (relation: RelationId) => ({
    relation,
    name_arabic: RELATION_BY_ID[relation].name_arabic,
    name_english: RELATION_BY_ID[relation].name_english,
  });
  return {
    madhab: distribution.following,
    ...(context.deceased ? { deceased: context.deceased } : {}),
    ...(reading && context.question !== undefined
      ? { read: { question: context.question, language: reading.language, heirs: reading.heirs } }
      : {}),
    heirs: distribution.heirs.map((heir, index) => {
      const money = amounts?.[index];
      return {
        ...names(heir.relation),
        count: heir.count,
        share: heir.share.toString(),
        per_head: heir.perHead.toString(),
        per_head_percent: Number(heir.perHead.toPercent(2)),
        basis: heir.basis,
        shares: safeNumber(heir.shares, 'number of shares'),
        ...(money
          ? {
              amount: formatCents(money.amount),
              per_head_amount: formatCents(money.perHead),
              ...(money.oneCentMore > 0 ? { heads_receiving_one_cent_more: money.oneCentMore } : {}),
            }
          : {}),
      };
    }),
    blocked: distribution.blocked.map((heir) => ({ ...names(heir.relation), count: heir.count, blocked_by: heir.blockedBy })),
    adjustment: distribution.adjustment,
    base: safeNumber(distribution.base, 'base'),
    total_shares: safeNumber(distribution.totalShares, 'number of shares'),
    special_cases: distribution.specialCases,
    ...(estate
      ? {
          estate: {
            amount: formatCents(estate.amount),
            funeral_costs: formatCents(estate.funeralCosts),
            debts: formatCents(estate.debts),
            bequest: formatCents(estate.bequestRequested),
            bequest_paid: formatCents(estate.bequestExecuted),
            net: formatCents(estate.net),
          },
        }
      : {}),
    steps: [...(estate?.steps ?? []), ...distribution.steps].map(withEvidence),
  };
}

/** GET /api/v1/inheritance?list=relations: every relation, its names, and the other names read as it. */
export function relationsList() {
  return {
    total: RELATIONS.length,
    results: RELATIONS.map((relation) => ({
      id: relation.id,
      name_arabic: relation.name_arabic,
      name_english: relation.name_english,
      max_count: relation.max_count,
      also_read: [...relation.names_arabic, ...relation.names_english],
    })),
  };
}
