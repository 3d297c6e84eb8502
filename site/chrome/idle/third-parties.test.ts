import { afterEach, describe, expect, it, vi } from 'vitest';
import { startThirdParties } from './third-parties';

const TAGS = {
  tagManager: { src: 'https://tags.example/gtm.js?id=GTM-TEST123' },
  personalization: { src: 'https://p.example/qa.js' },
  adKit: { src: 'https://kakao.example/kp.js', trackId: '123456789' },
  monitoring: { src: 'https://m.example/sdk.js', dsn: 'https://key@ingest.example/1', environment: 'qa', sampleRate: 10 },
};

function root(tags?: object): HTMLElement {
  const html = document.createElement('html');
  if (tags) html.dataset.tags = JSON.stringify(tags);
  return html;
}

const scripts = () => [...document.head.querySelectorAll('script')];

afterEach(() => {
  document.head.replaceChildren();
  delete window.dataLayer;
  delete window.Sentry;
});

describe('startThirdParties', () => {
  it('loads nothing when nothing is configured', () => {
    expect(startThirdParties(root())).toEqual([]);
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('adds each configured script, async, after marking the tag manager start in the layer', () => {
    window.dataLayer = [{ event: 'page_meta' }];
    expect(startThirdParties(root(TAGS)).sort()).toEqual(['adKit', 'monitoring', 'personalization', 'tagManager']);
    expect(scripts().map((script) => script.src)).toEqual([TAGS.adKit.src, TAGS.tagManager.src, TAGS.personalization.src, TAGS.monitoring.src]);
    expect(scripts().every((script) => script.async)).toBe(true);
    expect(window.dataLayer[0]).toEqual({ event: 'page_meta' });
    expect(window.dataLayer[1]).toMatchObject({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
  });

  it('starts monitoring with tracing and replay at the configured percent once its SDK has loaded', () => {
    const init = vi.fn();
    startThirdParties(root({ monitoring: TAGS.monitoring }));
    window.Sentry = { init, browserTracingIntegration: () => 'tracing', replayIntegration: () => 'replay' };
    scripts()[0].dispatchEvent(new Event('load'));
    expect(init).toHaveBeenCalledWith({
      dsn: TAGS.monitoring.dsn,
      environment: 'qa',
      integrations: ['tracing', 'replay'],
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('records no replay at all for a bot (sample rate 0)', () => {
    const init = vi.fn();
    startThirdParties(root({ monitoring: { ...TAGS.monitoring, sampleRate: 0 } }));
    window.Sentry = { init };
    scripts()[0].dispatchEvent(new Event('load'));
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0, tracesSampleRate: 0 }));
  });
});
