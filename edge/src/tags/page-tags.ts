/**
 * Which third-party scripts this visitor's page loads (ADR 030), from the worker's variables:
 * each is off until configured, monitoring runs only in prd and qa and samples no known
 * bot. The answer goes on `<html data-tags>` for the page's idle loader and decides the
 * sources the Content-Security-Policy adds (`./tags-csp.ts`), so the two never disagree.
 */
import type { Context } from 'hono';
import { DEFAULT_MONITORING_SAMPLE_RATE, MONITORED_ENVIRONMENTS, monitoringSampleRate, tagManagerSrc, type PageTags } from '#shared/third-party-tags';
import type { AppEnv } from '../env';
import { readConfig } from '../config';
import { MEASUREMENT_ID } from '../analytics/measurement-protocol';

export const GTM_ORIGIN = 'https://www.googletagmanager.com';
export const KAKAO_PIXEL_SCRIPT = 'https://t1.daumcdn.net/kas/static/kp.js';
/** Sentry's browser SDK with tracing and session replay, pinned so a CDN change cannot surprise the shop. */
export const MONITORING_SCRIPT = 'https://browser.sentry-cdn.com/10.32.1/bundle.tracing.replay.min.js';

type TagVars = Partial<Record<keyof Env, unknown>>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An https URL (or http on this machine, for local fakes) as written, else ''. */
function scriptUrl(value: unknown): string {
  const raw = text(value);
  try {
    const url = new URL(raw);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'https:' || (local && url.protocol === 'http:') ? url.href : '';
  } catch {
    return '';
  }
}

/** The personalization script of `environment`: prd, qa, or the default one for every other. */
function personalizationSrc(env: TagVars, environment: string): string {
  if (environment === 'prd') return scriptUrl(env.PERSONALIZATION_SCRIPT_PRD);
  if (environment === 'qa') return scriptUrl(env.PERSONALIZATION_SCRIPT_QA);
  return scriptUrl(env.PERSONALIZATION_SCRIPT);
}

/** Logged once per worker instance, not on every page. */
let warnedBadTagManagerId = false;

function tagManager(env: TagVars): PageTags['tagManager'] {
  const id = text(env.GTM_ID);
  if (!id) return undefined;
  try {
    return { src: tagManagerSrc(scriptUrl(env.GTM_ORIGIN) || GTM_ORIGIN, id) };
  } catch (error) {
    // The shop keeps selling without its tags; the operator sees why in the worker's log.
    if (!warnedBadTagManagerId) console.error(`GTM_ID is not a tag manager container id, tags are off: ${(error as Error).message}`);
    warnedBadTagManagerId = true;
    return undefined;
  }
}

function monitoring(env: TagVars, environment: string, isCrawler: boolean): PageTags['monitoring'] {
  const dsn = scriptUrl(env.MONITORING_DSN);
  if (!dsn || !MONITORED_ENVIRONMENTS.includes(environment)) return undefined;
  const configured = text(env.MONITORING_SAMPLE_RATE);
  const rate = configured === '' ? DEFAULT_MONITORING_SAMPLE_RATE : Number(configured);
  return {
    src: scriptUrl(env.MONITORING_SCRIPT) || MONITORING_SCRIPT,
    dsn,
    environment,
    sampleRate: monitoringSampleRate(rate, isCrawler),
  };
}

/** The tags of one page view; `{}` when none is configured. */
export function pageTagsOf(env: TagVars, options: { environment: string; isCrawler: boolean }): PageTags {
  const tags: PageTags = {};
  const manager = tagManager(env);
  if (manager) tags.tagManager = manager;
  const personalization = personalizationSrc(env, options.environment);
  if (personalization) tags.personalization = { src: personalization };
  const trackId = text(env.KAKAO_PIXEL_ID);
  if (/^\d{5,24}$/.test(trackId)) tags.adKit = { src: scriptUrl(env.KAKAO_PIXEL_SCRIPT) || KAKAO_PIXEL_SCRIPT, trackId };
  const watched = monitoring(env, options.environment, options.isCrawler);
  if (watched) tags.monitoring = watched;
  // Read quietly here: the Measurement Protocol's own check logs a bad id, once per send.
  if (MEASUREMENT_ID.test(text(env.GA4_MEASUREMENT_ID)) && text(env.GA4_API_SECRET) !== '') tags.serverRevenue = true;
  return tags;
}

/**
 * The worker's bindings are one object for the life of an isolate, so the tags are worked out
 * once per object and visitor kind, not on every answer (the policy middleware asks for each
 * script and image too).
 */
const decided = new WeakMap<object, { visitor?: PageTags; crawler?: PageTags }>();

/** The tags this request's page loads; a crawler changes only the monitoring sample rate, not the sources. */
export function requestTags(c: Context<AppEnv>): PageTags {
  const isCrawler = c.get('device')?.isCrawler ?? false;
  const known = decided.get(c.env) ?? {};
  decided.set(c.env, known);
  const kind = isCrawler ? 'crawler' : 'visitor';
  return (known[kind] ??= pageTagsOf(c.env, { environment: readConfig(c.env).environment, isCrawler }));
}
