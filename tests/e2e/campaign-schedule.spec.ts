/**
 * Events drawn at the edge (docs/decisions/039-catalog-pages-drawn-at-the-edge.md): an operator
 * schedules an event through the operator API, and it appears on the event list and at its own
 * address when it starts, with no build and no cron; hidden again, it leaves both.
 */
import { toDttm14 } from '#shared/format';
import { expect, test } from './support/fixtures';
import { ops } from './support/ops';
import { PHONE_ONLY } from './support/one-layout';

/** How far ahead the event starts: long enough to see it absent first. */
const START_IN_MS = 20_000;

test('an event an operator schedules opens on the list and at its page at its start, with no build', PHONE_ONLY, async ({ page, request }) => {
  // The start is waited for, and an edge copy may be served up to a minute after a change (ADR 039).
  test.setTimeout(180_000);
  const title = `예약 기획전 ${Date.now().toString(36)}`;
  const start = Date.now() + START_IN_MS;
  const event = {
    title,
    subtitle: '시작 시각에 저절로 열립니다',
    summary: '',
    body: '빌드 없이 시작 시각에 열리는 이벤트입니다.',
    startDttm: toDttm14(start),
    endDttm: toDttm14(start + 3 * 24 * 3_600_000),
    displayYn: 'Y',
    // Last among the main banners, so other tests' banners keep their places.
    sortOrd: 9999,
    bannerAlt: `${title} 배너`,
    bannerTone: '#2f6f4e',
  };
  const saved = await ops(request, 'content/events/save', event);
  expect(saved.change).toEqual({ message: '저장했습니다. 1분 안에 모든 페이지에 반영됩니다.' });
  const eventPath = `/kr/ko/ca/event/${saved.eventId}`;

  try {
    // Not open yet: the list leaves it out and its address names nothing.
    await page.goto('/kr/ko/ca/event');
    await expect(page.locator('#events-ongoing .event-card').first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    expect((await request.get(eventPath)).status()).toBe(404);

    // Once it starts, the list's copy has gone stale by itself and the event is drawn in.
    await page.waitForTimeout(Math.max(0, start - Date.now()));
    await expect(async () => {
      await page.reload();
      await expect(page.locator('#events-ongoing .event-card__title', { hasText: title })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 70_000 });

    await page.locator('#events-ongoing .event-card', { hasText: title }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'EVENT_DETAIL');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('빌드 없이 시작 시각에 열리는 이벤트입니다.')).toBeVisible();
    await expect(page.locator('.event-hero img')).toHaveAttribute('src', `/images/events/${saved.eventId}.svg`);
    const banner = await request.get(`/images/events/${saved.eventId}.svg`);
    expect(banner.headers()['content-type']).toBe('image/svg+xml');
  } finally {
    // Hidden again, so the other tests' lists and banners are as seeded.
    await ops(request, 'content/events/save', { ...event, eventId: saved.eventId, displayYn: 'N' });
  }
  await expect(async () => {
    expect((await request.get(eventPath)).status()).toBe(404);
  }).toPass({ timeout: 70_000 });
});
