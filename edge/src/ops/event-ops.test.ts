import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toDttm14 } from '#shared/format';
import { callOps, opsData } from '../testing/ops-call';

interface OpsEvent {
  eventId: number;
  phase: string;
  startDttm: string;
  endDttm: string;
  change: { message: string };
}

const HOUR = 3_600_000;
const at = (offsetMs: number) => toDttm14(Date.now() + offsetMs);
const EVENT = { title: '겨울 보습 기획전', body: '촉촉한 겨울을 준비하세요.', bannerAlt: '겨울 보습 기획전 배너', bannerTone: '#2F6B4F' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('events from the console', () => {
  it('writes an event with its schedule and banner art, says it is live within a minute, and lists it by phase', async () => {
    const created = await opsData<OpsEvent>(await callOps('content/events/save', { ...EVENT, startDttm: at(HOUR), endDttm: at(48 * HOUR) }));
    expect(created).toMatchObject({ phase: 'UPCOMING', change: { message: '저장했습니다. 1분 안에 모든 페이지에 반영됩니다.' } });
    const art = await env.DB.prepare('SELECT banner_svg, banner_tone FROM events WHERE event_id = ?')
      .bind(created.eventId)
      .first<{ banner_svg: string; banner_tone: string }>();
    expect(art?.banner_tone).toBe('#2f6b4f');
    expect(art?.banner_svg).toMatch(/^<svg[^>]*>.*fill="#2f6b4f".*<\/svg>$/);

    const running = await opsData<OpsEvent>(
      await callOps('content/events/save', { ...EVENT, eventId: created.eventId, startDttm: at(-HOUR), endDttm: at(48 * HOUR) }),
    );
    expect(running.phase).toBe('RUNNING');
    const listed = await opsData<{ items: OpsEvent[] }>(await callOps('content/events/list', { phase: 'RUNNING' }));
    expect(listed.items.map((item) => item.eventId)).toContain(created.eventId);
    const ended = await opsData<{ items: OpsEvent[] }>(await callOps('content/events/list', { phase: 'ENDED' }));
    expect(ended.items.map((item) => item.eventId)).not.toContain(created.eventId);
  });

  it('refuses an end before the start, a bad colour and an unknown event, changing nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first();
    const backwards = await callOps('content/events/save', { ...EVENT, startDttm: at(HOUR), endDttm: at(-HOUR) });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ fields: { endDttm: '종료 시각은 시작 시각보다 뒤여야 합니다.' } });
    expect((await callOps('content/events/save', { ...EVENT, bannerTone: 'green', startDttm: at(HOUR), endDttm: at(2 * HOUR) })).status).toBe(400);
    expect((await callOps('content/events/save', { ...EVENT, eventId: 999_999, startDttm: at(HOUR), endDttm: at(2 * HOUR) })).status).toBe(404);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first()).toEqual(before);
  });
});
