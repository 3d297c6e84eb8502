/**
 * The chrome every page runs: plain TypeScript and nanostores, no React (issue 2 §4). Module
 * scripts run once per page load, so each part starts exactly once.
 */
import { startBuildWatch } from './build-watch';
import { startDeviceRefresh } from './device-refresh';
import { startErrorScreen } from './error-screen';
import { startFonts } from './fonts';
import { startLinks } from './links';
import { startMember } from '../features/member/start';
import { startPage } from './page';
import { startReloadGuard } from './reload-guard';

// The reload guard first: a failing chunk of a later part is exactly what it is there for.
startReloadGuard();
startPage();
startErrorScreen();
startLinks();
startMember();
startBuildWatch();
startDeviceRefresh();
startFonts();
