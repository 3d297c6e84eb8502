/**
 * Starting a screen that only members use (for-me, the employee shop): a guest gets `showGuest` and
 * nothing else, so the screen's own code (cards, calls) is no part of a guest's startup script. For
 * a member the first answer is asked at once, while that code is on its way, and handed to `start`
 * (issue 14 "Speed").
 */
import { checkLoggedIn } from '#chrome/session';

export function startForMembers<T>(showGuest: () => void, askFirst: () => Promise<T>, start: (first: Promise<T>) => Promise<unknown>): Promise<unknown> {
  return checkLoggedIn().then((member) => {
    if (!member) return showGuest();
    const first = askFirst();
    // Its failure is shown by the screen once it arrives; until then it is not unhandled.
    first.catch(() => undefined);
    return start(first);
  });
}
