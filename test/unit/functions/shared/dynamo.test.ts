import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { jest } from '@jest/globals';
import {
  closeTableConnections,
  createDocumentClient,
  createLimiterClient,
  SDK_LOGGER_MIDDLEWARE,
} from '../../../../functions/shared/dynamo';

const target = { region: 'us-east-1', endpoint: 'http://127.0.0.1:1' };
const middlewareNames = (stack: { identify(): string[] }) => stack.identify().map((entry) => entry.split(' ')[0]);

describe('createDocumentClient', () => {
  it("leaves out the SDK's logger middleware, which the SDK's own clients carry", () => {
    const plain = new DynamoDBClient(target);
    const client = createDocumentClient(target);
    try {
      // The name is the SDK's: were it renamed, the removal would silently do nothing.
      expect(middlewareNames(plain.middlewareStack)).toContain(SDK_LOGGER_MIDDLEWARE);
      expect(middlewareNames(client.middlewareStack)).not.toContain(SDK_LOGGER_MIDDLEWARE);
      expect(middlewareNames(client.middlewareStack)).toContain('tableDeadline');
    } finally {
      plain.destroy();
      client.destroy();
    }
  });
});

describe('createLimiterClient', () => {
  it('keeps each command’s resolved middleware (cacheMiddleware), with the same deadline and without the logger', () => {
    const client = createLimiterClient(target);
    const documents = createDocumentClient(target);
    try {
      expect(client.config.cacheMiddleware).toBe(true);
      expect(middlewareNames(client.middlewareStack)).not.toContain(SDK_LOGGER_MIDDLEWARE);
      expect(middlewareNames(client.middlewareStack)).toContain('tableDeadline');
      // The functions' DocumentClient cannot have it: lib-dynamodb refuses a client built with it.
      expect(documents.config.cacheMiddleware).toBeFalsy();
      // Given a client to share with, one pool of connections for both; alone, its own.
      expect(createLimiterClient(target, undefined, documents).config.requestHandler).toBe(documents.config.requestHandler);
      expect(client.config.requestHandler).not.toBe(documents.config.requestHandler);
    } finally {
      client.destroy();
      documents.destroy();
    }
  });
});

describe('closeTableConnections', () => {
  it("closes a DocumentClient's connections, which its own destroy() leaves open, and a limiter client's sharing them", () => {
    const documents = createDocumentClient(target);
    const limiter = createLimiterClient(target, undefined, documents);
    const handler = documents.config.requestHandler as unknown as { destroy(): void };
    const destroyed = jest.spyOn(handler, 'destroy');
    documents.destroy();
    expect(destroyed).not.toHaveBeenCalled();
    closeTableConnections(documents);
    expect(destroyed).toHaveBeenCalledTimes(1);
    expect(limiter.config.requestHandler).toBe(handler);
  });
});
