/**
 * The main page's script: banner browsing at once, the hot deals' countdown once the page is idle
 * (outside the startup script's 10 KB budget); banner analytics: docs/analytics.md.
 */
import { whenIdle } from '#chrome/when-idle';
import { startHeroScroll } from './hero-scroll';

startHeroScroll(document);
whenIdle(() => void import('../catalog/countdown').then(({ startCountdowns }) => startCountdowns(document)));
