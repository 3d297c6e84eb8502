/**
 * What every page starts once it is idle (`whenIdle` in `../main.ts`). This module and what it
 * imports live outside the chrome chunk (astro.config.mjs matches only files directly in
 * `site/chrome/`), so none of it counts against the page's 10 KB script budget. One line per part.
 */
import { startAnalyticsWhenIdle } from '#features/analytics/idle.ts';
import { startCartCountSync } from '#features/cart/cart-count.ts';
import { startBuildWatch } from './build-watch';
import { startDeviceRefresh } from './device-refresh';
import { startReloadGuard } from './reload-guard';
import { warmFontsIfCold } from './font-warmup';
import { startThirdParties } from './third-parties';

export function startWhenIdle(): void {
  // A chunk goes missing only when a deploy lands while the page is open, so the guard is needed
  // from idle on: until then the page and every chunk it asked for are of the same build.
  startReloadGuard();
  // Every tab hears cart changes made in the others, so its header badge stays right.
  startCartCountSync();
  startBuildWatch();
  startDeviceRefresh();
  warmFontsIfCold();
  startThirdParties();
  startAnalyticsWhenIdle();
  void import('#features/rum/rum-collector.ts').then((rum) => rum.startRum());
}
