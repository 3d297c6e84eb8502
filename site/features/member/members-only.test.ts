import { afterEach, expect, test, vi } from 'vitest';
import { checkLoggedIn } from '#chrome/session';
import { startForMembers } from './members-only';

vi.mock('#chrome/session', () => ({ checkLoggedIn: vi.fn() }));

afterEach(() => vi.mocked(checkLoggedIn).mockReset());

test('a guest gets the guest view, and nothing is asked or started', async () => {
  vi.mocked(checkLoggedIn).mockResolvedValue(false);
  const showGuest = vi.fn();
  const askFirst = vi.fn(async () => 'page 1');
  const start = vi.fn(async () => undefined);
  await startForMembers(showGuest, askFirst, start);
  expect(showGuest).toHaveBeenCalledOnce();
  expect(askFirst).not.toHaveBeenCalled();
  expect(start).not.toHaveBeenCalled();
});

test('a member’s first answer is asked before the screen starts, and handed to it', async () => {
  vi.mocked(checkLoggedIn).mockResolvedValue(true);
  const order: string[] = [];
  const askFirst = vi.fn(async () => {
    order.push('ask');
    return 'page 1';
  });
  const start = vi.fn(async (first: Promise<string>) => {
    order.push('start');
    order.push(await first);
  });
  await startForMembers(vi.fn(), askFirst, start);
  expect(order).toEqual(['ask', 'start', 'page 1']);
});

test('a first answer that fails before the screen takes it is not an unhandled rejection', async () => {
  vi.mocked(checkLoggedIn).mockResolvedValue(true);
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  let handed: Promise<unknown> | undefined;
  await startForMembers(
    vi.fn(),
    () => Promise.reject(new Error('down')),
    async (first) => {
      handed = first;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  await expect(handed).rejects.toThrow('down');
});
