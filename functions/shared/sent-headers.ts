import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { HeaderBag, MultiHeaderBag } from './api-keys/identify-caller';

interface SentHeaders {
  headers: HeaderBag;
  multiValueHeaders: MultiHeaderBag;
}

const sent = new WeakMap<object, SentHeaders>();

/**
 * Keeps the headers as the client sent them, before httpHeaderNormalizer folds their names to lower case (a key
 * sent twice, in two cases or in one, becomes one header there): identifying the caller needs every value.
 */
export const keepSentHeaders = (): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context> => ({
  name: 'keepSentHeaders',
  before: ({ event }) => {
    sent.set(event, { headers: event.headers, multiValueHeaders: event.multiValueHeaders });
  },
});

/** The headers of an event as sent (keepSentHeaders), else as they stand. */
export function sentHeadersOf(event: APIGatewayProxyEvent): SentHeaders {
  return sent.get(event) ?? { headers: event.headers, multiValueHeaders: event.multiValueHeaders };
}
