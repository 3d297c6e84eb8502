/**
 * What the live player needs beyond the default policy: hls.js feeds the `<video>` through a
 * MediaSource `blob:` URL and may run its demuxer in a `blob:` worker. Streams come from the
 * shop's own origin; an operator whose streaming provider has another origin adds it to
 * `media-src` and `connect-src` here.
 */
import type { CspDirectives } from '../middleware/security-headers';

export const LIVE_PLAYER_CSP: Partial<CspDirectives> = {
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
};
