import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HANDOFF_KEY, HANDOFF_LIMIT, handOff, takeHandoff } from './data-layer-handoff';

const SELECT = { event: 'select_item', ecommerce: { items: [{ item_id: 'NK0000001' }] } };
const COMMON = { event: 'commonEvent', event_category: 'header', event_action: 'button', event_label: '장바구니' };

beforeEach(() => sessionStorage.clear());
afterEach(() => delete window.google_tag_manager);

describe('handOff', () => {
  it('keeps the page’s own events, not page_meta, the tag manager’s or what it was handed, and takes them out of the layer', () => {
    const layer: unknown[] = [
      { event: 'page_meta', page_type: 'MAIN' },
      { event: 'purchasemainbtn', handoff: true },
      { 'gtm.start': 1, event: 'gtm.js' },
      { ecommerce: null },
      SELECT,
      COMMON,
    ];
    handOff(layer);
    expect(JSON.parse(sessionStorage.getItem(HANDOFF_KEY)!)).toEqual([SELECT, COMMON]);
    expect(layer).toEqual([
      { event: 'page_meta', page_type: 'MAIN' },
      { event: 'purchasemainbtn', handoff: true },
      { 'gtm.start': 1, event: 'gtm.js' },
      { ecommerce: null },
    ]);
  });

  it('hands nothing on when a tag manager ran: it has read every entry already', () => {
    window.google_tag_manager = {};
    const layer: unknown[] = [SELECT];
    handOff(layer);
    expect(sessionStorage.getItem(HANDOFF_KEY)).toBeNull();
    expect(layer).toEqual([SELECT]);
  });

  it('keeps only the newest events of a long visit', () => {
    const layer = Array.from({ length: HANDOFF_LIMIT + 5 }, (_, at) => ({ event: 'commonEvent', event_label: String(at) }));
    handOff(layer);
    const kept = JSON.parse(sessionStorage.getItem(HANDOFF_KEY)!) as { event_label: string }[];
    expect(kept).toHaveLength(HANDOFF_LIMIT);
    expect(kept[0].event_label).toBe('5');
    expect(layer).toHaveLength(5);
  });

  it('leaves the layer alone when storage refuses', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const layer: unknown[] = [SELECT];
    handOff(layer, full);
    expect(layer).toEqual([SELECT]);
  });
});

describe('takeHandoff', () => {
  it('gives the events once, marked, each after GTM’s reset', () => {
    handOff([SELECT, COMMON]);
    expect(takeHandoff()).toEqual([{ ecommerce: null }, { ...SELECT, handoff: true }, { ecommerce: null }, { ...COMMON, handoff: true }]);
    expect(takeHandoff()).toEqual([]);
  });

  it('reads nothing from malformed storage', () => {
    sessionStorage.setItem(HANDOFF_KEY, '{not json');
    expect(takeHandoff()).toEqual([]);
    sessionStorage.setItem(HANDOFF_KEY, JSON.stringify({ event: 'x' }));
    expect(takeHandoff()).toEqual([]);
  });
});
