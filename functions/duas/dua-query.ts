import * as z from 'zod';
import { matchParameter, type RequestedMatch } from '../search/match-mode';
import { InvalidInputError } from '../shared/domain-errors';
import { type PageRequest, pageParameters, pageRequestOf } from '../shared/paging';

/** GET /api/v1/duas query string; unknown parameters are refused. */
export const duaQuerySchema = z
  .object({
    category: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
    search: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
    match: matchParameter,
    list: z.literal('categories', { error: "must be 'categories' (lists the categories with their counts)" }).optional(),
    id: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, 'must be a dua id, a whole number such as 42')
      .transform(Number)
      .pipe(z.number().min(1, 'must be 1 or more'))
      .optional(),
    ...pageParameters,
  })
  .strict();

export type DuaQuery = z.infer<typeof duaQuerySchema>;

export type DuaRequest =
  | ({ kind: 'all' } & PageRequest)
  | { kind: 'categories' }
  | { kind: 'dua'; id: number }
  | ({ kind: 'category'; category: string } & PageRequest)
  | ({ kind: 'search'; search: string; match: RequestedMatch; category?: string } & PageRequest);

export function duaRequestOf(query: DuaQuery): DuaRequest {
  if (query.list !== undefined) {
    if (Object.keys(query).length > 1) throw new InvalidInputError("'list=categories' takes no other parameters");
    return { kind: 'categories' };
  }
  if (query.id !== undefined) {
    if (Object.keys(query).length > 1) throw new InvalidInputError("'id' names one dua and takes no other parameters");
    return { kind: 'dua', id: query.id };
  }
  const page = pageRequestOf(query);
  if (query.search !== undefined)
    return { kind: 'search', search: query.search, match: query.match ?? 'auto', category: query.category, ...page };
  if (query.match !== undefined) throw new InvalidInputError("'match' applies only to 'search'");
  if (query.category !== undefined) return { kind: 'category', category: query.category, ...page };
  return { kind: 'all', ...page };
}
