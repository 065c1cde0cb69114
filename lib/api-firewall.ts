import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { DOCUMENTATION_WINDOW, type PlanLimits } from '../functions/shared/rate-limit/middleware';

export interface ApiFirewallProps {
  /** The stage the web ACL guards. */
  stage: apigw.Stage;
  /** The functions' per-minute limits, from which the firewall's own are derived. */
  limits: PlanLimits;
  /** Requests one source address may make per 60 s, whatever it sends; default defaultWafLimit(limits). */
  requestsPerAddressPerMinute?: number;
  /** The origin the refusals name in Access-Control-Allow-Origin, as the functions' answers do. */
  corsOrigin: string;
}

/**
 * Requests without a key (preflights aside) one address may make per 60 s at the firewall: twice what the
 * functions admit from it, its anonymous window and its documentation window together. Far below the general
 * per-address rule, so that flooding the stage anonymously takes hundreds of addresses, not dozens.
 */
export function anonymousWafLimit(limits: PlanLimits): number {
  return Math.max(10, 2 * (limits.anonymous + DOCUMENTATION_WINDOW.limit(limits)));
}

/** Twice the largest per-minute limit the functions enforce, and at least 1,000 (see wafRequestsPerAddressPerMinute). */
export function defaultWafLimit(limits: PlanLimits): number {
  return Math.max(1000, 2 * Math.max(...Object.values(limits)));
}

const metric = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

// A header absent or empty: NOT (present with a value), as AWS WAF's guide writes "missing header" rules.
const withoutHeader = (name: string) => ({
  notStatement: {
    statement: {
      sizeConstraintStatement: {
        fieldToMatch: { singleHeader: { Name: name } },
        comparisonOperator: 'GT',
        size: 0,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    },
  },
});

// Both rules refuse as the functions do: the API's JSON 429, with Retry-After and the X-RateLimit headers.
const tooManyBody = (message: string) => ({
  contentType: 'APPLICATION_JSON',
  content: JSON.stringify({ status: 429, error: 'Too Many Requests', message, retry_after_seconds: 60 }),
});

const blockedWith429 = (customResponseBodyKey: string, limit: number, corsOrigin: string) => ({
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey,
      responseHeaders: [
        { name: 'Retry-After', value: '60' },
        { name: 'X-RateLimit-Limit', value: String(limit) },
        { name: 'X-RateLimit-Remaining', value: '0' },
        { name: 'X-RateLimit-Reset', value: '60' },
        { name: 'Access-Control-Allow-Origin', value: corsOrigin },
      ],
    },
  },
});

/**
 * The outermost layer: AWS WAF counts requests per source address over 60 s and blocks an address
 * above the limit with the API's JSON 429, before API Gateway's shared throttles can be used up by it.
 *
 * Give it the id `PerAddressFirewall`: the web ACL is its default child and the association keeps its
 * logical ID, the IDs both had when the stack built them itself (a new logical ID replaces the deployed resource).
 */
export class ApiFirewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: ApiFirewallProps) {
    super(scope, id);
    const requestsPerMinute = props.requestsPerAddressPerMinute ?? defaultWafLimit(props.limits);
    const anonymousPerMinute = anonymousWafLimit(props.limits);
    this.webAcl = new wafv2.CfnWebACL(this, 'Default', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: metric('islamic-api-firewall'),
      customResponseBodies: {
        TooManyAnonymousRequests: tooManyBody(
          `More than ${anonymousPerMinute} requests without an API key in 60 seconds from this address; retry in 60 s, or use a key`,
        ),
        TooManyRequests: tooManyBody(`More than ${requestsPerMinute} requests in 60 seconds from this address; retry in 60 s`),
      },
      rules: [
        {
          name: 'RequestsPerAddress',
          priority: 0,
          statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: requestsPerMinute, evaluationWindowSec: 60 } },
          action: blockedWith429('TooManyRequests', requestsPerMinute, props.corsOrigin),
          visibilityConfig: metric('islamic-api-requests-per-address'),
        },
        {
          // Requests without a key, preflights aside (browsers send those without one before keyed requests too).
          name: 'AnonymousRequestsPerAddress',
          priority: 1,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: anonymousPerMinute,
              evaluationWindowSec: 60,
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    withoutHeader('x-api-key'),
                    withoutHeader('authorization'),
                    {
                      notStatement: {
                        statement: {
                          byteMatchStatement: {
                            fieldToMatch: { method: {} },
                            positionalConstraint: 'EXACTLY',
                            searchString: 'OPTIONS',
                            textTransformations: [{ priority: 0, type: 'NONE' }],
                          },
                        },
                      },
                    },
                  ],
                },
              },
            },
          },
          action: blockedWith429('TooManyAnonymousRequests', anonymousPerMinute, props.corsOrigin),
          visibilityConfig: metric('islamic-api-anonymous-requests-per-address'),
        },
      ],
    });
    const association = new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.stage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
    association.overrideLogicalId(`${id}Association`);
  }
}
