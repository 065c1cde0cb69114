import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { openAiErrorBody } from '../../../../functions/chat/completions-responses';
import { CorpusNotImportedError, InvalidInputError, NotFoundError } from '../../../../functions/shared/domain-errors';
import { HttpError, httpErrorOf, TableUnavailableError } from '../../../../functions/shared/errors';
import { type ErrorBodyShape, httpEndpoint } from '../../../../functions/shared/middleware';
import { countingChain } from '../../../support/counting-limiter';

// The HTTP side of domain errors: what httpErrorOf makes of each, and the answer the middleware chain sends for it,
// through the chain itself (no socket, no table).

const event = {
  httpMethod: 'GET',
  path: '/test',
  resource: '/test',
  headers: {},
  multiValueHeaders: {},
  queryStringParameters: null,
  multiValueQueryStringParameters: null,
  pathParameters: null,
  stageVariables: null,
  body: null,
  isBase64Encoded: false,
  requestContext: { requestId: 'gateway-id', identity: { sourceIp: '198.51.100.7' } },
} as unknown as APIGatewayProxyEvent;

async function answerTo(error: unknown, errorBody?: ErrorBodyShape) {
  const handler = httpEndpoint(countingChain(), { errorBody }, async () => {
    throw error;
  });
  const response = await handler(event, { awsRequestId: 'req-1' } as Context);
  return { status: response.statusCode, body: response.body, headers: response.headers ?? {} };
}

describe('domain errors over HTTP', () => {
  it('answers an invalid input 400 Bad Request with its message, and nothing of its cause', async () => {
    const cause = new RangeError('internal detail');
    const answer = await answerTo(new InvalidInputError("'match' applies only to 'search'", { cause }));
    expect(answer.status).toBe(400);
    expect(answer.body).toBe(JSON.stringify({ error: 'Bad Request', message: "'match' applies only to 'search'" }));
    expect(answer.headers['Retry-After']).toBeUndefined();
  });

  it("keeps an invalid input's param for the error shapes that name it (OpenAI's)", async () => {
    const error = new InvalidInputError("Invalid body field 'model': too long", { param: 'model' });
    expect(httpErrorOf(error)).toMatchObject({ statusCode: 400, param: 'model' });
    const answer = await answerTo(error, openAiErrorBody);
    expect(JSON.parse(answer.body)).toEqual({
      error: { message: "Invalid body field 'model': too long", type: 'invalid_request_error', param: 'model', code: null },
    });
    // The API's own shape has no param: the message names the field.
    expect(JSON.parse((await answerTo(error)).body)).toEqual({ error: 'Bad Request', message: "Invalid body field 'model': too long" });
  });

  it('answers a not-found 404 Not Found, with suggestions only where the error lists them', async () => {
    const bare = await answerTo(new NotFoundError('Surah 115 does not exist; surahs are numbered 1 to 114'));
    expect(bare.status).toBe(404);
    expect(bare.body).toBe(JSON.stringify({ error: 'Not Found', message: 'Surah 115 does not exist; surahs are numbered 1 to 114' }));
    const listed = await answerTo(new NotFoundError("No place named 'Makkha'", { suggestions: [{ name: 'Mecca' }] }));
    expect(listed.status).toBe(404);
    expect(listed.body).toBe(JSON.stringify({ error: 'Not Found', message: "No place named 'Makkha'", suggestions: [{ name: 'Mecca' }] }));
    const none = await answerTo(new NotFoundError("No country is called 'Saudia'", { suggestions: [] }));
    expect(none.body).toBe(JSON.stringify({ error: 'Not Found', message: "No country is called 'Saudia'", suggestions: [] }));
  });

  it('answers a corpus not imported 503 Service Unavailable with its Retry-After', async () => {
    const answer = await answerTo(new CorpusNotImportedError('The dua corpus has not been imported into this table yet; run: cmd', 60));
    expect(answer.status).toBe(503);
    expect(answer.body).toBe(
      JSON.stringify({ error: 'Service Unavailable', message: 'The dua corpus has not been imported into this table yet; run: cmd' }),
    );
    expect(answer.headers['Retry-After']).toBe('60');
    expect((await answerTo(new CorpusNotImportedError('being imported', 17))).headers['Retry-After']).toBe('17');
  });

  it('passes an HttpError through as it is, and leaves anything else to the generic 500', async () => {
    const tooLarge = new HttpError(413, 'too large');
    expect(httpErrorOf(tooLarge)).toBe(tooLarge);
    const unavailable = new TableUnavailableError('timeout');
    expect(httpErrorOf(unavailable)).toBe(unavailable);
    expect(httpErrorOf(new Error('bug'))).toBeUndefined();
    expect(httpErrorOf('thrown text')).toBeUndefined();
  });
});
