import { hadithService } from '../hadith/hadith-service';
import { quranService } from '../quran/quran-service';
import { type EndpointContext, environmentContext } from '../shared/endpoint-context';
import { jsonResponse } from '../shared/http';
import { httpEndpoint } from '../shared/middleware';
import { verifyRequestSchema } from './verify-request';
import { verifyText } from './verify-service';

/** POST /api/v1/verify: the Quran and hadith citations of any text, checked against the corpus. */
export function createHandler(context: EndpointContext) {
  const deps = {
    quran: quranService(context),
    hadith: hadithService(context),
  };
  return httpEndpoint(context, { body: verifyRequestSchema }, async ({ body }) => jsonResponse(200, await verifyText(body.text, deps)));
}

export const handler = createHandler(environmentContext());
