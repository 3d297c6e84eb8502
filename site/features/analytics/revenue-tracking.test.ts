import { afterEach, beforeEach, expect, test } from 'vitest';
import { refundParams } from '#shared/analytics/ga4-ecommerce';
import { serverReportsRevenue, trackRevenue } from './revenue-tracking';

const REFUND = refundParams('20261122-4F7K2Q9M', 17600);

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  delete document.documentElement.dataset.tags;
});

test('with the worker reporting revenue, purchase and refund are marked server_reported, beside their ecommerce data', () => {
  document.documentElement.dataset.tags = JSON.stringify({ tagManager: { src: 'https://tags.example/gtm.js?id=GTM-AAAA1' }, serverRevenue: true });
  trackRevenue('refund', REFUND);
  expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'refund', server_reported: true, ecommerce: REFUND }]);
});

test('without it they carry no mark at all, so the container’s GA4 tag sends them', () => {
  for (const tags of [undefined, '{"tagManager":{"src":"https://tags.example/gtm.js?id=GTM-AAAA1"}}', '{"serverRevenue":"yes"}', '{']) {
    if (tags === undefined) delete document.documentElement.dataset.tags;
    else document.documentElement.dataset.tags = tags;
    window.dataLayer = [];
    trackRevenue('refund', REFUND);
    expect(window.dataLayer, String(tags)).toEqual([{ ecommerce: null }, { event: 'refund', ecommerce: REFUND }]);
    expect(serverReportsRevenue()).toBe(false);
  }
});
