import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { POINT_ROUTES } from '#shared/schemas/point-routes';
import { $points, searchPoints } from './store';

const HISTORY = { balance: 1300, expiringIn30Days: 800, validityDays: 365, fromDt: '20260825', toDt: '20261124', items: [], page: 1, totalPages: 1 };

beforeEach(() => {
  resetSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/node/cookie/get-cookie')) return Response.json({ token: 'tok' });
      if (url !== `/api${POINT_ROUTES.getPointHistory.path}`) return Response.json({ data: {} });
      const body = JSON.parse(String(init.body));
      if (body.fromDt === '20240101')
        return Response.json({ code: 'ORDER_PERIOD_TOO_LONG', message: '조회 기간은 최대 1년까지 선택할 수 있습니다.' }, { status: 400 });
      return Response.json({ data: { ...HISTORY, page: body.page ?? 1 } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a refused range keeps the last list and its query, and says why in Korean', async () => {
  await searchPoints({ period: '3M', kind: 'ALL', page: 1 });
  expect($points.get()).toMatchObject({ phase: 'ready', query: { period: '3M' }, history: { balance: 1300 } });
  await searchPoints({ fromDt: '20240101', toDt: '20250630', kind: 'ALL', page: 1 });
  expect($points.get()).toMatchObject({
    phase: 'ready',
    query: { period: '3M' },
    history: { balance: 1300 },
    message: '조회 기간은 최대 1년까지 선택할 수 있습니다.',
  });
  await searchPoints({ period: '1M', kind: 'USE', page: 2 });
  expect($points.get()).toMatchObject({ query: { period: '1M', kind: 'USE', page: 2 }, history: { page: 2 }, message: '' });
});
