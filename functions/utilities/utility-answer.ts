import { magneticDeclination } from '../astronomy/geomagnetic';
import { HijriDateError } from '../astronomy/hijri';
import { calculateQibla } from '../astronomy/qibla';
import { hijriAnswer, prayerDay, prayerSetupOf } from '../prayer-times/prayer-service';
import { locationAnswer, requestLocation } from '../prayer-times/request-location';
import { InvalidInputError } from '../shared/domain-errors';
import { parseRequestPart } from '../shared/validation';
import { actionSchema, hijriSchema, prayerTimesSchema, qiblaSchema, zakatSchema } from './utilities-request';
import { calculateZakat, minorUnitDigitsOf } from './zakat';

/**
 * The answer of one utility (zakat, qibla, prayer_times or hijri) to a request body, validated by the action's
 * own schema; a client's mistake is an HttpError 400 (the schemas) or an InvalidInputError (the calculations: a zakat
 * too large to state exactly, a Hijri day that does not exist). POST /utilities and the MCP tools both answer with it.
 */
export function utilityAnswer(rawBody: unknown, now: Date) {
  const body = parseRequestPart(actionSchema, rawBody, 'body field');
  switch (body.action) {
    case 'zakat': {
      const input = parseRequestPart(zakatSchema, body, 'body field');
      const result = calculateZakat({ ...input, minorUnitDigits: minorUnitDigitsOf(input.currency) });
      return { action: 'zakat' as const, ...(input.currency ? { currency: input.currency } : {}), ...result };
    }
    case 'qibla': {
      const location = requestLocation(parseRequestPart(qiblaSchema, body, 'body field'));
      const { lat, lng } = location;
      return {
        action: 'qibla' as const,
        ...calculateQibla({ lat, lng }, magneticDeclination({ lat, lng }, now)),
        location: locationAnswer(location),
      };
    }
    case 'prayer_times': {
      const input = parseRequestPart(prayerTimesSchema, body, 'body field');
      const setup = prayerSetupOf(input);
      return {
        action: 'prayer_times' as const,
        ...prayerDay(setup, input.date, now),
        timezone_source: setup.timezoneSource,
        method_source: setup.methodSource,
      };
    }
    case 'hijri': {
      const input = parseRequestPart(hijriSchema, body, 'body field');
      try {
        return { action: 'hijri' as const, ...hijriAnswer(input) };
      } catch (error) {
        if (error instanceof HijriDateError)
          throw new InvalidInputError(`Invalid body field 'hijri_date': ${error.message}`, { cause: error });
        throw error;
      }
    }
  }
}
