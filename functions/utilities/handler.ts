import { environmentContext, type EndpointContext } from '../shared/endpoint-context';
import { badRequest } from '../shared/errors';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { parseRequestPart } from '../shared/validation';
import { magneticDeclination } from './geomagnetic';
import { HijriDateError } from './hijri';
import { hijriAnswer, prayerDay, prayerSetupOf } from './prayer-service';
import { calculateQibla } from './qibla';
import { actionSchema, hijriSchema, prayerTimesSchema, qiblaSchema, zakatSchema } from './utilities-request';
import { calculateZakat, minorUnitDigitsOf, ZakatRangeError } from './zakat';

/** POST /api/v1/utilities: zakat, qibla, prayer_times or hijri, chosen by `action`. */
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
        const setup = prayerSetupOf(input);
        return jsonResponse(200, {
          action: 'prayer_times',
          ...prayerDay(setup, input.date, now),
          timezone_source: setup.timezoneSource,
          method_source: setup.methodSource,
        });
      }
      case 'hijri': {
        const input = parseRequestPart(hijriSchema, body, 'body field');
        try {
          return jsonResponse(200, { action: 'hijri', ...hijriAnswer(input) });
        } catch (error) {
          if (error instanceof HijriDateError) throw badRequest(`Invalid body field 'hijri_date': ${error.message}`);
          throw error;
        }
      }
    }
  });
}

export const handler = createHandler(environmentContext());
