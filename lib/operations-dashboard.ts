import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, OPERATIONAL_METRICS, type OperationalMetric, SERVICE_NAME } from '../functions/shared/observability';

export interface OperationsDashboardProps {
  api: apigw.RestApi;
  functions: lambda.IFunction[];
  dashboardName: string;
  /** Share of requests answered 5xx over five minutes that raises the alarm (default 5 %). */
  serverErrorPercent?: number;
}

/** CloudWatch refuses a metric-math alarm over more than ten metrics. */
const MAX_METRICS_PER_ALARM = 10;
const FIVE_MINUTES = Duration.minutes(5);

/** One of the functions' own metrics (observability.ts), summed over five minutes. */
export function operationalMetric(name: OperationalMetric): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: SERVICE_NAME },
    statistic: cloudwatch.Stats.SUM,
    period: FIVE_MINUTES,
  });
}

/**
 * What an operator watches: the API's traffic, errors and latency, the functions' errors and throttles,
 * and the functions' own metrics; with alarms on the 5xx rate, on throttled functions and on chat
 * answering with no model at all. The alarms have no actions: subscribe them (SNS, chat) where you operate.
 */
export class OperationsDashboard extends Construct {
  readonly serverErrorRateAlarm: cloudwatch.Alarm;
  /** Fires when any function is throttled (a composite of per-ten-functions alarms once there are more than ten). */
  readonly throttleAlarm: cloudwatch.IAlarm;
  readonly chatAllModelsFailedAlarm: cloudwatch.Alarm;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { api } = props;
    const requests = api.metricCount({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM });
    const serverErrors = api.metricServerError({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM });
    const serverErrorRate = new cloudwatch.MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      label: '5xx (% of requests)',
      period: FIVE_MINUTES,
    });
    this.serverErrorRateAlarm = serverErrorRate.createAlarm(this, 'ServerErrorRate', {
      alarmDescription: `More than ${props.serverErrorPercent ?? 5} % of API requests answered 5xx in two of three 5-minute periods`,
      threshold: props.serverErrorPercent ?? 5,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    // A metric-math alarm may sum at most ten metrics: one alarm per ten functions, and one that fires with any of them.
    const groups = Array.from({ length: Math.ceil(props.functions.length / MAX_METRICS_PER_ALARM) }, (_, g) =>
      props.functions.slice(g * MAX_METRICS_PER_ALARM, (g + 1) * MAX_METRICS_PER_ALARM),
    );
    const throttleSums = groups.map(
      (group, g) =>
        new cloudwatch.MathExpression({
          expression: group.map((_, i) => `g${g}t${i}`).join(' + '),
          usingMetrics: Object.fromEntries(
            group.map((fn, i) => [`g${g}t${i}`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM })]),
          ),
          label: `Lambda throttles (functions ${g * MAX_METRICS_PER_ALARM + 1}-${g * MAX_METRICS_PER_ALARM + group.length})`,
          period: FIVE_MINUTES,
        }),
    );
    const throttleAlarms = throttleSums.map((sum, g) =>
      sum.createAlarm(this, g === 0 ? 'FunctionThrottles' : `FunctionThrottles${g + 1}`, {
        alarmDescription: 'A function was throttled (account or reserved concurrency exhausted): requests are being refused',
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
    this.throttleAlarm =
      throttleAlarms.length === 1
        ? throttleAlarms[0]
        : new cloudwatch.CompositeAlarm(this, 'FunctionThrottlesAny', {
            alarmDescription: 'Any function was throttled: requests are being refused',
            alarmRule: cloudwatch.AlarmRule.anyOf(...throttleAlarms),
          });

    this.chatAllModelsFailedAlarm = operationalMetric(OPERATIONAL_METRICS.allModelsFailed).createAlarm(this, 'ChatAllModelsFailed', {
      alarmDescription: 'Chat answered 500 because no model could answer (provider down, key revoked or every model cooling down)',
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });

    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName });
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API requests and errors',
        left: [requests, api.metricClientError({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }), serverErrors],
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency (ms)',
        left: [
          api.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }),
          api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' }),
        ],
      }),
      new cloudwatch.AlarmWidget({ title: '5xx rate', alarm: this.serverErrorRateAlarm }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Function errors',
        left: props.functions.map((fn) => fn.metricErrors({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM })),
      }),
      new cloudwatch.GraphWidget({ title: 'Function throttles', left: throttleSums }),
      new cloudwatch.GraphWidget({
        title: 'Refusals, 503s and cache hits',
        left: [OPERATIONAL_METRICS.rateLimitRefused, OPERATIONAL_METRICS.serviceUnavailable, OPERATIONAL_METRICS.notModified].map(
          operationalMetric,
        ),
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Chat: failovers, no model, citation warnings',
        left: [OPERATIONAL_METRICS.modelFailover, OPERATIONAL_METRICS.allModelsFailed, OPERATIONAL_METRICS.citationWarnings].map(
          operationalMetric,
        ),
      }),
    );
  }
}
