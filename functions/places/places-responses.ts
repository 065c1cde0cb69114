import * as z from 'zod';
import { pageOf } from '../shared/response-schemas';
import { placeSummarySchema } from '../utilities/utilities-responses';

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
