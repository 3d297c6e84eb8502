import { describe, expect, test } from 'vitest';
import { ApiError } from '#lib/api-client';
import { createLoader } from './loader';

/** A fetch whose answers the test settles by hand, in any order. */
function deferredFetch() {
  const pending = new Map<number, { resolve: (value: string) => void; reject: (error: unknown) => void }>();
  const fetch = (page: number) => new Promise<string>((resolve, reject) => pending.set(page, { resolve, reject }));
  return { fetch, pending };
}

describe('createLoader', () => {
  test('is loading, then ready with the data', async () => {
    const loader = createLoader(async (page: number) => `page ${page}`, '불러오지 못했습니다.');
    expect(loader.$state.get()).toMatchObject({ status: 'loading', data: null });
    await loader.load(2);
    expect(loader.$state.get()).toEqual({ status: 'ready', data: 'page 2', error: null, message: '' });
  });

  test("a refusal carries the gateway's message; anything else the loader's own", async () => {
    const refused = createLoader(() => Promise.reject(new ApiError('LOGIN_REQUIRED', '로그인이 필요합니다.', 401)), '불러오지 못했습니다.');
    await refused.load();
    expect(refused.$state.get()).toMatchObject({ status: 'error', message: '로그인이 필요합니다.' });
    const broken = createLoader(() => Promise.reject(new TypeError('x is undefined')), '불러오지 못했습니다.');
    await broken.load();
    expect(broken.$state.get()).toMatchObject({ status: 'error', message: '불러오지 못했습니다.' });
  });

  test('refetch loads the last key again and clears the error', async () => {
    let calls = 0;
    const loader = createLoader(async (page: number) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return `page ${page}`;
    }, '불러오지 못했습니다.');
    await loader.load(3);
    expect(loader.$state.get().status).toBe('error');
    await loader.refetch();
    expect(loader.$state.get()).toMatchObject({ status: 'ready', data: 'page 3' });
  });

  test('a slow answer for an earlier key never replaces the newest', async () => {
    const { fetch, pending } = deferredFetch();
    const loader = createLoader(fetch, '불러오지 못했습니다.');
    const first = loader.load(1);
    const second = loader.load(2);
    pending.get(2)!.resolve('page 2');
    await second;
    pending.get(1)!.resolve('page 1');
    await first;
    expect(loader.$state.get().data).toBe('page 2');
  });

  test('the data shown stays while the next page loads, and update replaces it', async () => {
    const { fetch, pending } = deferredFetch();
    const loader = createLoader(fetch, '불러오지 못했습니다.');
    const first = loader.load(1);
    pending.get(1)!.resolve('page 1');
    await first;
    void loader.load(2);
    expect(loader.$state.get()).toMatchObject({ status: 'loading', data: 'page 1' });
    loader.update('changed');
    pending.get(2)!.resolve('page 2');
    await Promise.resolve();
    expect(loader.$state.get()).toMatchObject({ status: 'ready', data: 'changed' });
  });
});
