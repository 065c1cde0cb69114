import * as z from 'zod';
import { EVIDENCE_RULES, type EvidenceRule } from './evidence';
import data from './tables/positions.json' with { type: 'json' };

/**
 * The disputed points a caller chooses with `madhab` (tables/positions.json), checked at load: each point gives every
 * school, and the default, exactly one of the positions the engine implements.
 */
export const MADHABS = ['hanafi', 'maliki', 'shafii', 'hanbali'] as const;
export type Madhab = (typeof MADHABS)[number];
/** A school, or `default`: the positions an answer follows when no madhab is named. */
export type Following = Madhab | 'default';
const FOLLOWINGS = ['default', ...MADHABS] as const;

/** Each point the engine reads, with the positions it implements. */
export const POINTS = {
  grandfather_with_siblings: ['shares_with_them', 'excludes_them'],
  grandmother_with_her_son: ['excluded_by_him', 'inherits_with_him'],
  nearer_and_farther_grandmothers: ['nearer_maternal_excludes', 'nearer_excludes_either_side'],
  mushtaraka: ['full_siblings_share_the_third', 'full_siblings_take_nothing'],
} as const;
export type Point = keyof typeof POINTS;
export type PositionOf<P extends Point> = (typeof POINTS)[P][number];

const positionSchema = z.object({ id: z.string(), madhabs: z.array(z.enum(FOLLOWINGS)).min(1), evidence: z.enum(EVIDENCE_RULES) }).strict();
export const positionsFileSchema = z
  .object({
    about: z.string(),
    points: z.array(
      z
        .object({
          id: z.enum(Object.keys(POINTS) as [Point, ...Point[]]),
          en: z.string(),
          ar: z.string(),
          positions: z.array(positionSchema),
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine(({ points }, context) => {
    const ids = points.map((point) => point.id);
    for (const point of Object.keys(POINTS) as Point[]) {
      if (ids.filter((id) => id === point).length !== 1)
        context.addIssue({ code: 'custom', path: ['points'], message: `must hold ${point} once` });
    }
    points.forEach((point, index) => {
      for (const position of point.positions) {
        if (!(POINTS[point.id] as readonly string[]).includes(position.id)) {
          context.addIssue({
            code: 'custom',
            path: ['points', index, 'positions'],
            message: `${point.id}: '${position.id}' is not a position the engine implements (${POINTS[point.id].join(', ')})`,
          });
        }
      }
      for (const following of FOLLOWINGS) {
        const taking = point.positions.filter((position) => position.madhabs.includes(following));
        if (taking.length !== 1) {
          context.addIssue({
            code: 'custom',
            path: ['points', index, 'positions'],
            message: `${point.id}: ${following} must take exactly one position, not ${taking.length}`,
          });
        }
      }
    });
  });

export interface PointPositions {
  id: Point;
  en: string;
  ar: string;
  positions: Array<{ id: string; madhabs: Following[]; evidence: EvidenceRule }>;
}

/** Parses the positions table, or throws naming what is wrong with it. */
export function parsePositions(file: unknown): Record<Point, PointPositions> {
  const parsed = positionsFileSchema.safeParse(file);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`functions/inheritance/tables/positions.json is invalid at ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  return Object.fromEntries(parsed.data.points.map((point) => [point.id, point])) as Record<Point, PointPositions>;
}

export const POSITIONS: Readonly<Record<Point, PointPositions>> = parsePositions(data);

/** The position one school (or the default) takes on a point. */
export function positionOn<P extends Point>(point: P, following: Following): PositionOf<P> {
  const position = POSITIONS[point].positions.find((each) => each.madhabs.includes(following));
  return position!.id as PositionOf<P>;
}

/** The evidence of the position one school (or the default) takes on a point. */
export function evidenceOfPosition(point: Point, following: Following): EvidenceRule {
  return POSITIONS[point].positions.find((each) => each.madhabs.includes(following))!.evidence;
}
