import { environmentContext, type EndpointContext } from '../shared/endpoint-context';
import { badRequest } from '../shared/errors';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { parseRequestPart } from '../shared/validation';
import { magneticDeclination } from './geomagnetic';
import { calculatePrayerTimes } from './prayer-times';
import { calculateQibla } from './qibla';
import { timeZoneAt, todayIn } from './time-zones';
import { actionSchema, prayerTimesSchema, qiblaSchema, zakatSchema } from './utilities-request';
import { calculateZakat, minorUnitDigitsOf, ZakatRangeError } from './zakat';

/** POST /api/v1/utilities: zakat, qibla or prayer_times, chosen by `action`. */
export function createHandler(context: EndpointContext) {
  return httpEndpoint(context, { body: actionSchema }, async ({ body }) => {
    const now = new Date();
    switch (body.action) {
      case 'zakat': {
        const input = parseRequestPart(zakatSchema, body, 'body field');
        let result: ReturnType<typeof calculateZakat>;
        try {
          result = calculateZakat({ ...input, minorUnitDigits: minorUnitDigitsOf(input.currency) });
        } catch (error) {
          if (error instanceof ZakatRangeError) throw badRequest(error.message);
          throw error;
        }
        return jsonResponse(200, { action: 'zakat', ...(input.currency ? { currency: input.currency } : {}), ...result });
      }
      case 'qibla': {
        const { lat, lng } = parseRequestPart(qiblaSchema, body, 'body field');
        return jsonResponse(200, { action: 'qibla', ...calculateQibla({ lat, lng }, magneticDeclination({ lat, lng }, now)) });
      }
      case 'prayer_times': {
        const input = parseRequestPart(prayerTimesSchema, body, 'body field');
        const timeZone = input.timezone ?? timeZoneAt(input.lat, input.lng);
        const result = calculatePrayerTimes({
          lat: input.lat,
          lng: input.lng,
          date: input.date ?? todayIn(timeZone, now),
          timeZone,
          method: input.method,
          madhab: input.madhab,
          highLatitudeRule: input.high_latitude_rule,
        });
        const timezoneSource = input.timezone ? 'request' : 'coordinates';
        return jsonResponse(200, { action: 'prayer_times', ...result, timezone_source: timezoneSource });
      }
    }
  });
}

export const handler = createHandler(environmentContext());
