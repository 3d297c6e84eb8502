import { act, useState } from 'react';
import { expect, test } from 'vitest';
import { renderScreen } from './testing/render-screen';
import { Tabs } from './Tabs';

const TABS = [
  { value: 'a', label: '작성 가능한 리뷰 2' },
  { value: 'b', label: '내가 쓴 리뷰 0' },
  { value: 'c', label: '숨긴 리뷰' },
] as const;

function Harness({ start }: { start: 'a' | 'b' | 'c' | null }) {
  const [value, setValue] = useState(start);
  return (
    <Tabs label="리뷰 메뉴" tabs={TABS} value={value} onSelect={setValue}>
      {value ?? '고르는 중'} 패널
    </Tabs>
  );
}

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const press = (key: string) => act(() => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

test('a named tab list whose chosen tab is selected, the only one reached by Tab, and names the panel', async () => {
  const screen = await renderScreen(<Harness start="a" />);
  expect(screen.host.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('리뷰 메뉴');
  expect(tabs().map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
    ['true', 0],
    ['false', -1],
    ['false', -1],
  ]);
  const panel = screen.host.querySelector('[role="tabpanel"]')!;
  expect(tabs()[0].getAttribute('aria-controls')).toBe(panel.id);
  expect(document.getElementById(panel.getAttribute('aria-labelledby')!)?.textContent).toBe('작성 가능한 리뷰 2');
  await screen.click(tabs()[1]);
  expect(tabs()[1].getAttribute('aria-selected')).toBe('true');
  expect(panel.textContent).toBe('b 패널');
});

test('the arrow keys, Home and End move to a tab and choose it, round the ends', async () => {
  await renderScreen(<Harness start="a" />);
  tabs()[0].focus();
  await press('ArrowLeft');
  expect(document.activeElement).toBe(tabs()[2]);
  expect(tabs()[2].getAttribute('aria-selected')).toBe('true');
  await press('ArrowRight');
  expect(document.activeElement).toBe(tabs()[0]);
  await press('End');
  expect(document.activeElement).toBe(tabs()[2]);
  await press('Home');
  expect(tabs()[0].getAttribute('aria-selected')).toBe('true');
});

test('before the screen knows its tab, none is chosen and the first is still reachable', async () => {
  await renderScreen(<Harness start={null} />);
  expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false']);
  expect(tabs()[0].tabIndex).toBe(0);
  expect(document.querySelector('[role="tabpanel"]')?.hasAttribute('aria-labelledby')).toBe(false);
});
