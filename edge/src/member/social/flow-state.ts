/**
 * What a social login must remember between leaving for the provider and coming back: the
 * provider, the `state`, the PKCE verifier, Apple's nonce and the safe successUrl. It rides in a
 * short-lived HttpOnly cookie (`inm_oauth_state`), so nothing is stored for logins that are
 * never finished; the callback compares the returned `state` with it in constant time.
 */
import { constantTimeEqual } from '../password';

/** One social login in progress. */
export interface FlowState {
  /** The provider's slug. */
  provider: string;
  state: string;
  verifier?: string;
  nonce?: string;
  successUrl: string;
  /** Set when a logged-in member connects this provider (link.ts): their customer number. */
  linkIncsNo?: number;
}

const encoder = new TextEncoder();

/** The cookie value: base64url of the JSON. */
export function encodeFlowState(flow: FlowState): string {
  const bytes = encoder.encode(JSON.stringify(flow));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The flow of a cookie value, or null for anything malformed. Never throws. */
export function decodeFlowState(value: string | undefined): FlowState | null {
  if (!value || value.length > 4096) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const flow = parsed as Record<string, unknown>;
    const optional = (key: string) => (typeof flow[key] === 'string' ? (flow[key] as string) : undefined);
    if (typeof flow.provider !== 'string' || typeof flow.state !== 'string' || typeof flow.successUrl !== 'string') return null;
    const linkIncsNo = typeof flow.linkIncsNo === 'number' && Number.isInteger(flow.linkIncsNo) ? flow.linkIncsNo : undefined;
    return { provider: flow.provider, state: flow.state, verifier: optional('verifier'), nonce: optional('nonce'), successUrl: flow.successUrl, linkIncsNo };
  } catch {
    return null;
  }
}

/** Whether the callback's `state` is the one this browser was sent off with. */
export function stateMatches(flow: FlowState | null, provider: string, returned: string | null | undefined): flow is FlowState {
  if (!flow || flow.provider !== provider || !returned || flow.state === '') return false;
  return constantTimeEqual(encoder.encode(flow.state), encoder.encode(returned));
}
