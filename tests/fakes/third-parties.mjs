/* global Response */
// Fake third-party tag vendors for the e2e tests (ADR 030), with no dependencies: each script
// behaves like its vendor's in what the shop relies on, and reports back to this server the way
// the real one reports home, so a test can see that the tag ran and that the page's
// Content-Security-Policy let every call through.
//   GET /gtm.js?id=GTM-…        a tag manager: sets google_tag_manager[id], sends every data-layer
//                               entry (past and future) as a beacon to /collect, and a pixel image
//   GET /personalization*.js    a personalization script: one beacon to /personalization/collect
//   GET /kp.js                  Kakao Pixel: window.kakaoPixel(id).pageView() … each call an image
//                               request to /pixel
//   GET /monitoring.js          an error/replay SDK: window.Sentry.init(options) beacons the options to
//                               the DSN's origin (/api/<project>/envelope/) and starts a blob worker
//   GET /hits                   what was recorded: [{ path, query, body, at }]
//   GET /health                 readiness probe
// Everything answers with `Access-Control-Allow-Origin: *` (the shop loads tags with crossorigin).
// Run as a program it serves on FAKE_TAGS_PORT (default 8897).
import { runFake, serveFake } from './serve-fake.mjs';

const SCRIPTS = {
  gtm: (origin, id) => `(function(){
  var id=${JSON.stringify(id)}, o=${JSON.stringify(origin)};
  window.google_tag_manager=window.google_tag_manager||{}; window.google_tag_manager[id]={dataLayer:{}};
  var dl=window.dataLayer=window.dataLayer||[];
  function send(e){ navigator.sendBeacon(o+'/collect?tid='+id, JSON.stringify({page:location.pathname+location.search, entry:e})); }
  dl.forEach(send);
  var push=dl.push; dl.push=function(){ var r=push.apply(dl, arguments); for (var i=0;i<arguments.length;i++) send(arguments[i]); return r; };
  var img=new Image(); img.src=o+'/gtm-pixel?tid='+id+'&page='+encodeURIComponent(location.pathname);
})();`,
  personalization: (origin, name) => `(function(){
  navigator.sendBeacon(${JSON.stringify(origin)}+'/personalization/collect', JSON.stringify({script:${JSON.stringify(name)}, page:location.pathname}));
})();`,
  kakao: (origin) => `(function(){
  var o=${JSON.stringify(origin)};
  window.kakaoPixel=function(id){
    function hit(name){ return function(data){ var i=new Image(); i.src=o+'/pixel?id='+id+'&call='+name+'&page='+encodeURIComponent(location.pathname)+'&data='+encodeURIComponent(JSON.stringify(data||{})); }; }
    var calls=['pageView','search','viewContent','addToCart','viewCart','purchase','completeRegistration'], pixel={};
    calls.forEach(function(c){ pixel[c]=hit(c); }); return pixel;
  };
})();`,
  monitoring: () => `(function(){
  window.Sentry={
    browserTracingIntegration:function(){ return {name:'BrowserTracing'}; },
    replayIntegration:function(){ var w=new Worker(URL.createObjectURL(new Blob(['self.close()'],{type:'text/javascript'}))); w.terminate(); return {name:'Replay'}; },
    init:function(options){
      var dsn=new URL(options.dsn);
      navigator.sendBeacon(dsn.origin+'/api'+dsn.pathname+'/envelope/', JSON.stringify({page:location.pathname, environment:options.environment,
        tracesSampleRate:options.tracesSampleRate, replaysSessionSampleRate:options.replaysSessionSampleRate,
        replaysOnErrorSampleRate:options.replaysOnErrorSampleRate, integrations:(options.integrations||[]).map(function(i){return i.name;})}));
    }
  };
})();`,
};

/** A Request → Response handler that records every call but the scripts, /hits and /health. */
export function createThirdPartyFake() {
  const hits = [];
  const answer = (body, type) => new Response(body, { headers: { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' } });
  return {
    hits,
    async handle(request) {
      const url = new URL(request.url);
      const path = url.pathname;
      if (path === '/health') return answer('ok', 'text/plain');
      if (path === '/hits') return answer(JSON.stringify(hits), 'application/json');
      if (path === '/gtm.js') return answer(SCRIPTS.gtm(url.origin, url.searchParams.get('id') ?? ''), 'text/javascript');
      if (/^\/personalization[\w-]*\.js$/.test(path)) return answer(SCRIPTS.personalization(url.origin, path), 'text/javascript');
      if (path === '/kp.js') return answer(SCRIPTS.kakao(url.origin), 'text/javascript');
      if (path === '/monitoring.js') return answer(SCRIPTS.monitoring(), 'text/javascript');
      const body = request.method === 'GET' ? '' : await request.text();
      hits.push({ path, query: Object.fromEntries(url.searchParams), body, at: Date.now() });
      if (path === '/gtm-pixel' || path === '/pixel') return new Response(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
      return answer('', 'text/plain');
    },
  };
}

/**
 * Serves the fake on `port` on every local address: the tests reach it as 127.0.0.1 and as
 * localhost (the monitoring DSN's host, so that its calls come from another origin than its script).
 * @param {{ port?: number }} [options]
 */
export async function startThirdPartyFakeServer(options = {}) {
  const fake = createThirdPartyFake();
  const { origin, close } = await serveFake((request) => fake.handle(request), options.port ?? 0, '::');
  return { origin, fake, close };
}

if (typeof process !== 'undefined' && process.argv?.[1]?.endsWith('third-parties.mjs')) {
  await runFake('fake third-party tags', startThirdPartyFakeServer({ port: Number(process.env.FAKE_TAGS_PORT ?? 8897) }));
}
