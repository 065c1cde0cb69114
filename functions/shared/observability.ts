import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';

/**
 * Structured logs and CloudWatch metrics through Powertools for AWS Lambda: JSON logs with the request
 * id, cold start and the API Gateway request id as correlation id (the authorizer logs the same one), and
 * metrics in the Embedded Metric Format. Locally (`npm start`, tests) Powertools runs in its dev mode
 * (POWERTOOLS_DEV): logs go to the console and metrics are not emitted unless POWERTOOLS_METRICS_DISABLED=false.
 */
export const SERVICE_NAME = 'islamic-knowledge-api';
export const METRICS_NAMESPACE = 'IslamicKnowledgeApi';

/** The metrics the functions emit; the stack's dashboard and alarms read the same names (dimension `service`). */
export const OPERATIONAL_METRICS = {
  /** A chat model failed and the next one was tried. */
  modelFailover: 'ChatModelFailover',
  /** No chat model could answer (a 500). */
  allModelsFailed: 'ChatAllModelsFailed',
  /** Citations in a chat reply that could not be verified (one per warning). */
  citationWarnings: 'ChatCitationWarnings',
  /** Requests refused by the sliding-window limiter (429). */
  rateLimitRefused: 'RateLimitRefused',
  /** Answers 503: the table, a corpus or the limiter unavailable. */
  serviceUnavailable: 'ServiceUnavailable',
  /** Conditional GETs answered 304 from the client's cached copy. */
  notModified: 'NotModified',
} as const;

export type OperationalMetric = (typeof OPERATIONAL_METRICS)[keyof typeof OPERATIONAL_METRICS];

export interface Observability {
  logger: Logger;
  metrics: Metrics;
}

/** One logger and one metrics buffer per function container (as Lambda reuses them across requests). */
export function createObservability(): Observability {
  const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME });
  const metrics = new Metrics({
    namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
    logger,
  });
  return { logger, metrics };
}

export function countMetric(metrics: Metrics, name: OperationalMetric, value = 1): void {
  if (value > 0) metrics.addMetric(name, MetricUnit.Count, value);
}

const STATUS_METRICS: Partial<Record<number, OperationalMetric>> = {
  304: OPERATIONAL_METRICS.notModified,
  429: OPERATIONAL_METRICS.rateLimitRefused,
  503: OPERATIONAL_METRICS.serviceUnavailable,
};

type Middleware = middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>;

/**
 * Registered first, so that its `after` and `onError` run last and see the answer as sent: counts it
 * by status, then publishes what the request recorded (nothing when it recorded nothing, rather than
 * Powertools' warning about empty metrics on every plain request).
 */
export function operationalMetrics({ metrics }: Pick<Observability, 'metrics'>): Middleware {
  const publish = (request: middy.Request<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>) => {
    const metric = STATUS_METRICS[request.response?.statusCode ?? 0];
    if (metric) countMetric(metrics, metric);
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return {
    name: 'operationalMetrics',
    after: publish,
    onError: publish,
  };
}

/** Powertools' context injection: request id, cold start, and API Gateway's request id as correlation id. */
export function requestLogging({ logger }: Pick<Observability, 'logger'>): Middleware {
  const injection = injectLambdaContext(logger, { resetKeys: true }) as Middleware;
  return {
    ...injection,
    before: async (request) => {
      await injection.before?.(request);
      correlateWithRequest(logger, request.event);
    },
  };
}

/**
 * API Gateway's request id as the log's correlation id, so that the authorizer's lines and the function's for one
 * request share it. Read directly, not through Powertools' correlationIdPath: its JMESPath engine is 23 KB of every
 * bundle, parsed at every cold start, to read one property.
 */
export function correlateWithRequest(logger: Logger, event: { requestContext?: { requestId?: string } | null }): void {
  const requestId = event.requestContext?.requestId;
  if (requestId) logger.setCorrelationId(requestId);
}
