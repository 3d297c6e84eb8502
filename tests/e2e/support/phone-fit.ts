/**
 * The console on a phone (390 px wide): the page grows no wider than the phone, and nothing on it
 * is cut off where the page does not grow (a card's hidden overflow). A wide table may scroll
 * sideways inside its own box.
 */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { blockingViolations } from './axe';

/**
 * What the phone cuts off without the page growing wider: boxes past its right edge that no
 * sideways scroller holds (a card's hidden overflow clips them), and field labels cut short.
 */
export function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolled = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    const past = new Set(
      [...document.querySelectorAll('body *')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right - width > 1 && !scrolled(element);
      }),
    );
    // The outermost of each: a table past the edge, not each of its cells.
    const outermost = [...past].filter((element) => !past.has(element.parentElement!));
    const labels = [...document.querySelectorAll('label')].filter((label) => label.scrollWidth > label.clientWidth);
    return [...outermost.map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`), ...labels.map((label) => `label ${label.textContent}`)];
  });
}

/** The page is no wider than the phone, nothing on it is cut off, and axe finds nothing serious. */
export async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await cutOff(page)).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
}
