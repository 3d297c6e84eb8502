/**
 * `/ops/v1/rum/summary` (docs/operator-speed.md): the operator's view of real-user speed, per page type the
 * sample count and the 75th percentile of LCP, INP and CLS over the last 1, 7 or 28 days, read
 * from whichever store keeps the samples (./rum-store.ts). A read: the audit log skips it.
 */
import { RUM_CONTRACTS } from '#shared/schemas/rum-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { rumStore } from './rum-store';

export const rumSummary = defineEndpoint(RUM_CONTRACTS.summary, async ({ c, input }) => {
  const store = rumStore(c.env);
  return { data: { days: input.days, source: store.source, items: await store.summary(input.days, Date.now()) } };
});

/** `/ops/v1/rum/trend`: the same per Korean day, so a slower deploy shows as a step. */
export const rumTrend = defineEndpoint(RUM_CONTRACTS.trend, async ({ c, input }) => {
  const store = rumStore(c.env);
  return { data: { days: input.days, source: store.source, items: await store.trend(input.days, Date.now()) } };
});

export const RUM_OPS = [rumSummary, rumTrend];
