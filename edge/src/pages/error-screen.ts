/**
 * The worker's last line: any unhandled failure answers with the unknown-error screen and a
 * trace id in the log, never a blank page. If even the built page cannot be read, a small
 * page written here says the same.
 */
import type { Context } from 'hono';
import { detectDevice } from '#shared/device';
import { readConfig } from '../config';
import type { AppEnv } from '../env';
import { renderVariant } from './layout-rewriter';
import { ERROR_PAGE, fetchPage, LAYOUT_VARY } from './serve-page';

const FALLBACK_PAGE = `<!doctype html><html lang="ko" data-page-type="OTHERS"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>오류 | 녹차숍</title></head>
<body><main><h1>알 수 없는 오류가 발생했습니다</h1><p>이용에 불편을 드려 죄송합니다.</p>
<p>페이지를 새로고침하시거나 잠시 후 다시 시도해 주세요.</p>
<p><a href="/kr/ko">메인</a> · <a href="/kr/ko/dp/hot-deal">특가</a> · <a href="/kr/ko/ca/event">이벤트</a></p></main></body></html>`;

export async function errorScreen(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const traceId = c.req.header('x-trace-id') ?? crypto.randomUUID();
  const failure = error instanceof Error ? error : new Error(String(error));
  console.error(JSON.stringify({ level: 'error', traceId, path: new URL(c.req.url).pathname, message: failure.message, stack: failure.stack }));
  const config = readConfig(c.env);
  const production = config.environment === 'prd';
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Trace-Id': traceId };
  try {
    const page = await fetchPage(c, ERROR_PAGE);
    if (!page.ok) throw new Error(`${ERROR_PAGE} answered ${page.status}`);
    const device = c.get('device') ?? detectDevice(c.req.raw.headers, config.appMarker);
    const response = renderVariant(
      page,
      {
        device,
        environment: config.environment,
        deviceRefresh: config.deviceRefresh,
        error: {
          status: 500,
          message: production ? '서버에서 요청을 처리하지 못했습니다.' : failure.message,
          stack: production ? undefined : failure.stack,
          traceId,
        },
      },
      500,
    );
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    response.headers.set('Vary', LAYOUT_VARY);
    return response;
  } catch (pageError) {
    console.error(JSON.stringify({ level: 'error', traceId, message: `error screen unavailable: ${String(pageError)}` }));
    return new Response(FALLBACK_PAGE, { status: 500, headers });
  }
}
