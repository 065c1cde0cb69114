import { z } from 'zod';
import { badRequest } from '../shared/errors';

export const DUA_DEFAULT_LIMIT = 20;
export const DUA_MAX_LIMIT = 100;

const count = (max: number, min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be ${min} or more`).max(max, `must be at most ${max}`));

/** GET /api/v1/duas query string; unknown parameters are refused. */
export const duaQuerySchema = z
  .object({
    category: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters').optional(),
    search: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
    list: z.literal('categories', { error: "must be 'categories' (lists the categories with their counts)" }).optional(),
    limit: count(DUA_MAX_LIMIT, 1).optional(),
    offset: count(10_000, 0).optional(),
  })
  .strict();

export type DuaQuery = z.infer<typeof duaQuerySchema>;

export type DuaRequest =
  | { kind: 'grouped' }
  | { kind: 'categories' }
  | { kind: 'category'; category: string; limit: number; offset: number }
  | { kind: 'search'; search: string; category?: string; limit: number; offset: number };

export function duaRequestOf(query: DuaQuery): DuaRequest {
  if (query.list !== undefined) {
    if (Object.keys(query).length > 1) throw badRequest("'list=categories' takes no other parameters");
    return { kind: 'categories' };
  }
  const page = { limit: query.limit ?? DUA_DEFAULT_LIMIT, offset: query.offset ?? 0 };
  if (query.search !== undefined) return { kind: 'search', search: query.search, category: query.category, ...page };
  if (query.category !== undefined) return { kind: 'category', category: query.category, ...page };
  if (query.limit !== undefined || query.offset !== undefined) throw badRequest("'limit' and 'offset' apply to 'category' or 'search'");
  return { kind: 'grouped' };
}
