import { Aws, Fn } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigateway';
import { Construct } from 'constructs';
import type { PlanLimits } from '../functions/shared/rate-limit/middleware';

export type UsagePlanTier = 'anonymous' | 'standard' | 'pro';
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

export interface UsagePlansProps {
  api: apigw.RestApi;
  /** The functions' per-minute limits, from which the plans' throttles are derived. */
  limits: PlanLimits;
  /** The stage's own throttle, which the anonymous plan shares. */
  stageThrottle: Throttle;
  /** Throttles that replace the derived ones (IslamicApiStackProps.usagePlanThrottles). */
  throttles?: Partial<Record<UsagePlanTier, Throttle>>;
  /** The usage identifier the authorizer names for every caller without a key. */
  anonymousUsageKey: string;
}

/**
 * The usage plans' throttles, from the functions' limits, so that no layer refuses what the next admits. A token
 * bucket of burst B and rate r admits every sequence with at most B + r*T requests in any T seconds; a sliding
 * window of L per 60 s admits at most L * (1 + floor(T / 60)), so B >= L and r >= L / 60 suffice: twice each, for
 * API Gateway's approximate counting. (Before: standard 5 rps, burst 20; pro 10 rps, burst 40, refusing bursts the
 * windows of 120 and 300 admit.) The anonymous plan's key is shared by every anonymous caller: its throttle is the
 * stage's, so that a few flooding addresses cannot use it up for all of them below the stage's own limit.
 */
export function usagePlanThrottles(limits: PlanLimits, stage: Throttle): Record<UsagePlanTier, Throttle> {
  const forLimit = (perMinute: number) => ({ rateLimit: Math.ceil((2 * perMinute) / 60), burstLimit: 2 * perMinute });
  return {
    anonymous: { ...stage },
    standard: forLimit(limits.standard),
    pro: forLimit(limits.pro),
  };
}

/**
 * One usage plan per tier on the API's stage, and the shared key of anonymous callers on the anonymous plan. Callers'
 * own keys join their plan when issued (npm run keys, lib/api-key-admin.ts).
 *
 * The plans and the key are made through the API (addUsagePlan, addApiKey), so they are the API's children, as
 * when the stack made them itself: their logical IDs, and so the deployed plans and their keys, stay.
 */
export class UsagePlans extends Construct {
  readonly plans: Record<UsagePlanTier, apigw.UsagePlan>;

  constructor(scope: Construct, id: string, props: UsagePlansProps) {
    super(scope, id);
    const { api } = props;
    const throttles = { ...usagePlanThrottles(props.limits, props.stageThrottle), ...props.throttles };
    const plan = (tier: UsagePlanTier, description: string) =>
      api.addUsagePlan(`${tier.charAt(0).toUpperCase()}${tier.slice(1)}UsagePlan`, {
        name: `islamic-api-${tier}`,
        description,
        throttle: throttles[tier],
        apiStages: [{ api, stage: api.deploymentStage }],
      });
    this.plans = {
      anonymous: plan('anonymous', 'Every caller without an API key, through one shared key'),
      standard: plan('standard', 'API keys on the standard plan (120 requests per minute, enforced by the functions)'),
      pro: plan('pro', 'API keys on the pro plan (300 requests per minute, enforced by the functions)'),
    };
    const anonymousKey = api.addApiKey('AnonymousUsageKey', {
      apiKeyName: Fn.join('-', ['islamic-api-anonymous', Aws.STACK_NAME]),
      description: 'Usage identifier the authorizer names for callers without an API key',
      value: props.anonymousUsageKey,
    });
    this.plans.anonymous.addApiKey(anonymousKey);
  }
}
