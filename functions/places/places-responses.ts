import * as z from 'zod';
import { pageOf } from '../shared/response-schemas';

/** A place of the gazetteer, as an answer names it (functions/places/place-resolution.ts). */
export const placeSummarySchema = z
  .object({
    name: z.string().meta({ description: "GeoNames' name of the place" }),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2' }),
    country_name: z.string(),
    state: z.string().optional().meta({ description: 'Its first-level division (state, province, region), where GeoNames names it' }),
    lat: z.number(),
    lng: z.number(),
    population: z.number().int(),
    geonames_id: z.number().int().meta({ description: 'https://www.geonames.org/<id>' }),
  })
  .meta({ id: 'PlaceSummary' });

/** GET /api/v1/places: a page of places, most populous first. */
export const placesResponse = z
  .object({
    ...pageOf(
      placeSummarySchema.extend({
        timezone: z.string().meta({ description: "The place's IANA time zone (GeoNames')" }),
        matched_name: z
          .string()
          .optional()
          .meta({ description: "The alternate name that matched, folded, where the place's own name did not (makkah for Mecca)" }),
      }),
    ),
    source: z.string().meta({ description: 'Where the places come from' }),
  })
  .meta({ id: 'Places' });
