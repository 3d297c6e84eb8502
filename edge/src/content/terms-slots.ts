/**
 * The terms' and the customer centre's document slots (ADR 023): `/cu/tnc/{id}`, the
 * bare PC `/cu/tnc/pc-tnc-content/{inmTncCd}`, the footer's legal pages, 전자공고 and 매장 입점 절차,
 * each read from the gateway in process and drawn by the shared escaping renderer. `?version=`
 * chooses an earlier version; an unknown id, code or version is the 404 screen.
 */
import { termsHtml, VERSION_PARAM } from '#shared/content/terms-html';
import { GetDocumentResponseSchema } from '#shared/schemas/terms-calls';
import { callGatewayInProcess } from '../catalog-live/in-process-gateway';
import { gatewayCallerOf } from '../catalog-live';
import { orNotFound, type SlotLoader } from './slot-loader';

/** The version asked for: undefined when none, null when the parameter is not a version number. */
function versionOf(url: URL): number | undefined | null {
  const value = url.searchParams.get(VERSION_PARAM);
  if (value === null || value === '') return undefined;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** The route's parameter: the path's last segment, decoded (the route table already checked it decodes). */
const lastSegment = (url: URL) => decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));

function documentSlot(path: '/cu/terms/v1/getTerms' | '/cu/terms/v1/getContentPage', keyOf: (url: URL) => object, titled: boolean): SlotLoader {
  return async (c, url) => {
    const versionNo = versionOf(url);
    if (versionNo === null) return 'not-found';
    return orNotFound(async () => {
      const answer = await callGatewayInProcess(gatewayCallerOf(c), { method: 'POST', path, body: { ...keyOf(url), versionNo } }, GetDocumentResponseSchema);
      return { html: termsHtml(answer.data, url.pathname, { titled }) };
    });
  };
}

const terms = (tncId: string) => documentSlot('/cu/terms/v1/getTerms', () => ({ tncId }), false);
const page = (pageId: string) => documentSlot('/cu/terms/v1/getContentPage', () => ({ pageId }), false);

export const TERMS_SLOTS: Readonly<Record<string, SlotLoader>> = {
  '/cu/tnc/:id': documentSlot('/cu/terms/v1/getTerms', (url) => ({ tncId: lastSegment(url) }), true),
  '/cu/tnc/pc-tnc-content/:inmTncCd': documentSlot('/cu/terms/v1/getTerms', (url) => ({ inmTncCd: lastSegment(url) }), true),
  '/cu/footer/terms': terms('terms'),
  '/cu/footer/privacy_policy': terms('privacy'),
  '/cu/footer/location': terms('location'),
  '/cu/footer/privacy_vdpd': terms('vdpd'),
  '/cu/footer/kakao': terms('kakao'),
  '/cu/support/financial': page('financial'),
  '/cu/support/join-story': page('join-story'),
};
