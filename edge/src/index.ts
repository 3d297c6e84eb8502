/**
 * The edge worker. This file only wires: middleware in request order, then the sub-apps, then
 * the pages. Each rule lives in its own module under `middleware/`.
 */
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { securityHeaders } from './middleware/security-headers';
import { settingsCheck } from './middleware/settings-check';
import { LIVE_PLAYER_CSP } from './csp/live-player';
import { tossPaymentsCspHeaders } from './csp/toss-payments';
import { tagsCspHeaders } from './tags/tags-csp';
import { locale } from './middleware/locale';
import { device } from './middleware/device';
import { sessionId } from './middleware/session-id';
import { guestCart } from './middleware/guest-cart';
import { appVersionGate } from './middleware/app-version-gate';
import { loginGate } from './middleware/login-gate';
import { cookieEndpoints } from './cookie-endpoints';
import { MEMBER_GATEWAY_PATH } from '#shared/constants';
import { member } from './member/routes';
import { API_BASE, gateway } from './gateway';
import { errorScreen } from './pages/error-screen';
import { notFoundScreen, servePage } from './pages/serve-page';
import { seoRoutes } from './seo';
import { OPS_BASE, ops } from './ops';
import { CATALOG_IMAGE_UPLOAD_BASE, catalogImageUpload } from './ops/catalog-image-ops';
import { CONSOLE_BASE, consolePage } from './ops/console-page';
import { payRoutes } from './payments/routes';
import { scheduled } from './scheduled';
import { UPLOAD_BASE, uploadRoutes } from './uploads/upload-calls';
import { RUM_BASE, rumRoutes } from './rum/rum-collect';
import { serveUpload } from './uploads/serve-upload';
import { operatorUploads } from './uploads/serve-operator-upload';
import { PRODUCT_IMAGE_PREFIX, serveProductImage } from './catalog-pages/product-images';
import { CAMPAIGN_IMAGE_PATH, serveCampaignImage } from './pages/campaign-image';

const app = new Hono<AppEnv>();

// Registered first so they run last on the way out: they add the sources of what is configured.
app.use(tossPaymentsCspHeaders());
app.use(tagsCspHeaders());
app.use(securityHeaders({ inlineScriptHashes: true, cspSources: LIVE_PLAYER_CSP }));
app.use(settingsCheck());
app.use(locale());
app.use(device());
app.route(MEMBER_GATEWAY_PATH, member);
app.use(sessionId());
app.use(guestCart());
app.use(appVersionGate());
// Uploads and speed beacons are this worker's own: mounted first, so GATEWAY_ORIGIN never takes them.
app.route(`${API_BASE}${UPLOAD_BASE}`, uploadRoutes);
app.route(`${API_BASE}${RUM_BASE}`, rumRoutes);
app.route(API_BASE, gateway);
app.get('/uploads/*', serveUpload);
// Drawn product images come from D1, not from the build (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
app.on(['GET', 'HEAD'], `${PRODUCT_IMAGE_PREFIX}*`, serveProductImage);
app.get(CAMPAIGN_IMAGE_PATH, serveCampaignImage);
app.route(`${OPS_BASE}${CATALOG_IMAGE_UPLOAD_BASE}`, catalogImageUpload);
// An inquiry's photos and a posting's media for the console, where its session cookie is sent.
app.route('/ops/uploads', operatorUploads);
app.get(CONSOLE_BASE, consolePage);
app.get(`${CONSOLE_BASE}/*`, consolePage);
app.route(OPS_BASE, ops);
app.route('/pay', payRoutes);
app.route('/kr/ko', cookieEndpoints);
app.use(loginGate());
app.route('/', seoRoutes());
app.on(['GET', 'HEAD'], '*', servePage);

app.notFound(notFoundScreen);
app.onError(errorScreen);

// The Cron Trigger's handler rides on the app, so `app.request` keeps working in tests.
export default Object.assign(app, { scheduled });
