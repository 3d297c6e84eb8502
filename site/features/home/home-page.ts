/**
 * The main page's script: banner browsing at once; once the page is idle (outside the startup
 * script's 10 KB budget) the hot deals' countdown, and the live strip's labels and countdown to
 * the next broadcast, which follow the clock rather than the moment the page was drawn. Banner
 * analytics: docs/analytics.md.
 */
import { whenIdle } from '#chrome/when-idle';
import { startHeroScroll } from './hero-scroll';

startHeroScroll(document);
whenIdle(() => void import('../catalog/countdown').then(({ startCountdowns }) => startCountdowns(document)));
const strip = document.querySelector<HTMLElement>('[data-live-strip]');
if (strip) whenIdle(() => void import('../campaign/home/live-strip').then(({ startLiveStrip }) => startLiveStrip(strip)));
