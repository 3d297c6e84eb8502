import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGa4Fake } from '#fakes/ga4-measurement';
import { clientIdFromGaCookie, orderClientId, sessionIdFromStreamCookie, streamCookieName } from './ga-client-id';
import { collectBody, DEFAULT_MP_ORIGIN, measurementConfig, sendMeasurement, type MeasurementConfig } from './measurement-protocol';

const CONFIG: MeasurementConfig = { measurementId: 'G-NOKCHA1', apiSecret: 'mp secret&1', origin: 'http://ga4.fake' };
const PURCHASE = { name: 'purchase', params: { transaction_id: '20261122-AAAA1111', value: 18100, currency: 'KRW' } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('measurementConfig', () => {
  it('is off unless both the measurement id and the secret are set', () => {
    expect(measurementConfig({})).toBeNull();
    expect(measurementConfig({ GA4_MEASUREMENT_ID: 'G-NOKCHA1', GA4_API_SECRET: ' ' })).toBeNull();
    expect(measurementConfig({ GA4_MEASUREMENT_ID: '', GA4_API_SECRET: 'secret' })).toBeNull();
    expect(measurementConfig({ GA4_MEASUREMENT_ID: ' G-NOKCHA1 ', GA4_API_SECRET: 'secret', GA4_MP_ORIGIN: '' })).toEqual({
      measurementId: 'G-NOKCHA1',
      apiSecret: 'secret',
      origin: DEFAULT_MP_ORIGIN,
    });
    expect(
      measurementConfig({ GA4_MEASUREMENT_ID: 'G-NOKCHA1', GA4_API_SECRET: 'secret', GA4_MP_ORIGIN: 'https://region1.google-analytics.com/' })?.origin,
    ).toBe('https://region1.google-analytics.com');
  });

  it('treats an id that is not a G-… id as unset and says so in the log', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(measurementConfig({ GA4_MEASUREMENT_ID: 'UA-12345-1', GA4_API_SECRET: 'secret' })).toBeNull();
    expect(measurementConfig({ GA4_MEASUREMENT_ID: 'g-nokcha1', GA4_API_SECRET: 'secret' })).toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(logged.mock.calls[0][0]))).toMatchObject({ event: 'ga4_mp_misconfigured' });
    expect(String(logged.mock.calls[0][0])).not.toContain('secret');
  });
});

describe('collectBody', () => {
  const now = Date.UTC(2026, 10, 22, 12);

  it('dates an event in microseconds while GA still takes its date, and leaves older or future ones undated', () => {
    expect(collectBody('1.2', PURCHASE, now - 1000, now)).toEqual({ client_id: '1.2', timestamp_micros: (now - 1000) * 1000, events: [PURCHASE] });
    expect(collectBody('1.2', PURCHASE, now - 73 * 3_600_000, now)).toEqual({ client_id: '1.2', events: [PURCHASE] });
    expect(collectBody('1.2', PURCHASE, now + 60_000, now)).toEqual({ client_id: '1.2', events: [PURCHASE] });
  });
});

describe('sendMeasurement', () => {
  function through(fake = createGa4Fake()) {
    const seen: Request[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      return fake.handle(request);
    }) as typeof fetch;
    return { fake, seen, fetcher };
  }

  it('POSTs JSON to /mp/collect with the id and secret in the query, in a shape the validation server accepts', async () => {
    const { fake, seen, fetcher } = through();
    await sendMeasurement(CONFIG, collectBody('111.222', PURCHASE, Date.now() - 5), fetcher);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('http://ga4.fake/mp/collect?measurement_id=G-NOKCHA1&api_secret=mp+secret%261');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(fake.hits).toEqual([
      {
        measurementId: 'G-NOKCHA1',
        apiSecret: 'mp secret&1',
        body: { client_id: '111.222', timestamp_micros: expect.any(Number), events: [PURCHASE] },
        validationMessages: [],
      },
    ]);
  });

  it('throws when GA does not take the event: an error status or no answer', async () => {
    const { fake, fetcher } = through();
    fake.setStatus(503);
    await expect(sendMeasurement(CONFIG, collectBody('1.2', PURCHASE, Date.now()), fetcher)).rejects.toThrow('answered 503');
    const unreachable = (async () => {
      throw new TypeError('Network connection lost.');
    }) as typeof fetch;
    await expect(sendMeasurement(CONFIG, collectBody('1.2', PURCHASE, Date.now()), unreachable)).rejects.toThrow('Network connection lost.');
    expect(fake.hits).toEqual([]);
  });
});

describe('the fake validation server', () => {
  async function validate(body: unknown): Promise<string[]> {
    const answer = await createGa4Fake().handle(
      new Request('http://ga4.fake/debug/mp/collect?measurement_id=G-X&api_secret=s', { method: 'POST', body: JSON.stringify(body) }),
    );
    const { validationMessages } = (await answer.json()) as { validationMessages: { fieldPath: string; validationCode: string }[] };
    return validationMessages.map((message) => `${message.fieldPath} ${message.validationCode}`);
  }

  it('refuses what GA refuses, so a test asserting no messages can fail', async () => {
    expect(await validate({ client_id: '1.2', events: [PURCHASE] })).toEqual([]);
    expect(await validate({ events: [PURCHASE] })).toEqual(['client_id VALUE_REQUIRED']);
    expect(await validate({ client_id: '1.2', events: [{ name: 'session_start', params: {} }] })).toEqual(['events[0].name NAME_RESERVED']);
    expect(await validate({ client_id: '1.2', events: [{ name: 'refund', params: { value: 1 } }] })).toEqual([
      'events[0].params.transaction_id VALUE_REQUIRED',
      'events[0].params.currency VALUE_REQUIRED',
    ]);
    const params = Object.fromEntries(Array.from({ length: 26 }, (_, index) => [`p${index}`, 'x'.repeat(index === 0 ? 101 : 1)]));
    expect(await validate({ client_id: '1.2', events: [{ name: '1st', params }] })).toEqual([
      'events[0].name NAME_INVALID',
      'events[0].params EXCEEDED_MAX_ENTITIES',
      'events[0].params.p0 VALUE_OUT_OF_BOUNDS',
    ]);
    expect(await validate({ client_id: '1.2', events: [{ name: 'purchase', params: { ...PURCHASE.params, items: [{ price: 1 }] } }] })).toEqual([
      'events[0].params.items[0] VALUE_REQUIRED',
    ]);
  });
});

describe('the client id', () => {
  it('is read from the _ga cookie, and nothing else passes for it', () => {
    expect(clientIdFromGaCookie('GA1.1.1234567890.1763800000')).toBe('1234567890.1763800000');
    expect(clientIdFromGaCookie('GA1.2.42.7')).toBe('42.7');
    expect(clientIdFromGaCookie('GS1.1.1763800000.1.1.1763800100.0.0.0')).toBeNull();
    expect(clientIdFromGaCookie('GA1.1.abc.1763800000')).toBeNull();
    expect(clientIdFromGaCookie(undefined)).toBeNull();
  });

  it("has its session in the stream's cookie, in either of GA's two formats", () => {
    expect(streamCookieName('G-NOKCHA1')).toBe('_ga_NOKCHA1');
    expect(sessionIdFromStreamCookie('GS1.1.1763800000.1.1.1763800100.0.0.0')).toBe('1763800000');
    expect(sessionIdFromStreamCookie('GS2.1.s1763900000$o4$g1$t1763900100$j0$l0$h0')).toBe('1763900000');
    expect(sessionIdFromStreamCookie('GS2.1.s1763900000')).toBe('1763900000');
    expect(sessionIdFromStreamCookie('GA1.1.1234567890.1763800000')).toBeNull();
    expect(sessionIdFromStreamCookie('GS2.1.sabc$o1')).toBeNull();
    expect(sessionIdFromStreamCookie(undefined)).toBeNull();
  });

  it('without a cookie is derived from the order number alone: stable per order, different between orders', async () => {
    const first = await orderClientId('20261122-AAAA1111');
    expect(first).toMatch(/^\d{1,10}\.\d{1,10}$/);
    expect(await orderClientId('20261122-AAAA1111')).toBe(first);
    expect(await orderClientId('20261122-AAAA1112')).not.toBe(first);
  });
});
