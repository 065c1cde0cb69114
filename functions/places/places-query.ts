import * as z from 'zod';
import { pageParameters } from '../shared/paging';

/** GET /api/v1/places: a prefix of a place's name, for clients' pickers; unknown parameters are refused. */
export const MIN_SEARCH_LENGTH = 2;

export const placesQuerySchema = z
  .object({
    search: z
      .string({ error: 'is required (the start of a place name, e.g. Mak)' })
      .trim()
      .min(MIN_SEARCH_LENGTH, `must be at least ${MIN_SEARCH_LENGTH} characters (the start of a place name, e.g. Mak)`)
      .max(100, 'must be at most 100 characters')
      .meta({ description: "The start of a place's name, any case, accents optional (Mak, sao pa, الم); its alternate names count too" }),
    country: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(100, 'must be at most 100 characters')
      .optional()
      .meta({ description: 'Only places of this country: ISO 3166 alpha-2 code or English name (SA, Saudi Arabia)' }),
    ...pageParameters,
  })
  .strict();

export type PlacesQuery = z.infer<typeof placesQuerySchema>;
