/** The main page's script: banner tracking and browsing, and the hot deals' countdown. */
import { startCountdowns } from '../catalog/countdown';
import { startPromotionTracking } from '../catalog/promotion-tracking';
import { startHeroScroll } from './hero-scroll';

startPromotionTracking(document);
startHeroScroll(document);
startCountdowns(document);
