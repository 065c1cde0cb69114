import * as z from 'zod';
import { type ResolvedPlace, resolvePlace } from '../places/place-resolution';

/**
 * Where a request asks about: `lat` and `lng`, or a place by name (`city`, with `country` and `state` optional, as
 * AlAdhan's timingsByCity takes them), resolved offline by the gazetteer (functions/places/).
 */

const placeText = (what: string, example: string) =>
  z
    .string({ error: `must be a string (${what}, e.g. ${example})` })
    .trim()
    .min(1, `must not be empty (${what})`)
    .max(100, `must be at most 100 characters (${what})`);

export const placeFields = {
  city: placeText('a city or town as people write it', 'Makkah, London, القدس')
    .optional()
    .meta({ description: 'A city or town by name, instead of lat and lng (GeoNames, offline): Makkah, London, Tromsø, القدس' }),
  country: placeText('an ISO 3166 code or English name', 'SA or Saudi Arabia').optional().meta({
    description: 'With city: an ISO 3166 alpha-2 code or English name (SA, Saudi Arabia, UK); without it the most populous match',
  }),
  state: placeText('a state, province or region', 'Texas or TX')
    .optional()
    .meta({ description: 'With city: the state, province or region, by name or GeoNames code (Ontario, TX)' }),
};

interface LocationOptions {
  lat?: number;
  lng?: number;
  city?: string;
  country?: string;
  state?: string;
}

/** Either lat and lng, or city: refused by name otherwise. */
export function checkLocation(options: LocationOptions, context: z.RefinementCtx): void {
  const coordinates = options.lat !== undefined || options.lng !== undefined;
  if (options.city !== undefined && coordinates) {
    context.addIssue({
      code: 'custom',
      path: [options.lat !== undefined ? 'lat' : 'lng'],
      message: 'cannot be given with city: give either lat and lng, or city (with country and state if you like)',
    });
    return;
  }
  if (options.city === undefined) {
    for (const name of ['country', 'state'] as const) {
      if (options[name] !== undefined)
        context.addIssue({ code: 'custom', path: [name], message: 'needs city (the place it narrows down)' });
    }
    if (options.lat === undefined)
      context.addIssue({ code: 'custom', path: ['lat'], message: 'is required (latitude in degrees, -90 to 90), unless a city is named' });
    else if (options.lng === undefined)
      context.addIssue({
        code: 'custom',
        path: ['lng'],
        message: 'is required (longitude in degrees, -180 to 180), unless a city is named',
      });
  }
}

export interface RequestLocation {
  lat: number;
  lng: number;
  /** The place named, where the request named one. */
  place?: ResolvedPlace;
}

/** The coordinates a checked request asks about: its own, or its city's (a 404 where the gazetteer has none). */
export function requestLocation(options: LocationOptions): RequestLocation {
  if (options.city === undefined) return { lat: options.lat!, lng: options.lng! };
  const place = resolvePlace({ city: options.city, country: options.country, state: options.state });
  return { lat: place.lat, lng: place.lng, place };
}

/** The answer's `location`: the coordinates, and the place where one was named. */
export function locationAnswer(location: RequestLocation) {
  return location.place ? { ...location.place } : { lat: location.lat, lng: location.lng };
}
