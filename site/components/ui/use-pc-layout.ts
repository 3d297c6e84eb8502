/**
 * Whether the worker served this visitor the PC layout (`<html data-layout>`), for an island that
 * adds a part only a PC has room for. It answers false where islands are drawn at build time and
 * during hydration, so the built markup matches, then the real layout.
 */
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const isPc = () => document.documentElement.dataset.layout === 'pc';

export function usePcLayout(): boolean {
  return useSyncExternalStore(unchanging, isPc, () => false);
}
