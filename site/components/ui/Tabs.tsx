/**
 * Tabs over one panel (the WAI-ARIA tabs pattern, chosen as they get focus): the chosen tab is
 * `aria-selected` and the only one in the tab order; the arrow keys, Home and End move to another
 * tab and choose it. The panel, named by its tab, holds what the chosen tab shows.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface Props<T extends string> {
  /** The tab list's name for screen readers, e.g. "리뷰 메뉴". */
  label: string;
  tabs: readonly { value: T; label: ReactNode }[];
  /** `null` while the screen does not know yet (a tab read from the address in the browser). */
  value: T | null;
  onSelect: (value: T) => void;
  children: ReactNode;
}

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index >= last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index <= 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

export function Tabs<T extends string>({ label, tabs, value, onSelect, children }: Props<T>) {
  const id = useId();
  const tabId = (tab: T) => `${id}tab-${tab}`;
  const panelId = `${id}panel`;
  const reachable = value ?? tabs[0]?.value;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      tabs[
        step(
          tabs.findIndex((tab) => tab.value === value),
          tabs.length - 1,
        )
      ];
    onSelect(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };
  return (
    <>
      <div className="ui-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={tab.value === value}
            aria-controls={panelId}
            tabIndex={tab.value === reachable ? 0 : -1}
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={value === null ? undefined : tabId(value)} className="ui-tabs__panel">
        {children}
      </div>
    </>
  );
}
