/**
 * The page's cumulative layout shift so far (the sum of its `layout-shift` entries not caused by
 * input), read after two frames so a shift of the last render is counted. Lighthouse holds a
 * screen to 0.1 at most; a screen whose island fills in after load passes only when its static
 * markup already holds the room the island's content takes.
 */
import type { Page } from '@playwright/test';

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    let sum = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The buffered entries are delivered in a later task: wait for it, then take what is left.
    await new Promise((task) => setTimeout(task, 50));
    add(observer.takeRecords());
    observer.disconnect();
    return sum;
  });
}
