/**
 * The social join's last step shows what the provider already told (`GET /member/social/pending`):
 * name, e-mail and mobile number go into empty fields. When there is no pending join (it
 * expired, or the page was opened directly) the shopper is told to log in again.
 */
import { ApiError, callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';

type Pending = { custNm?: unknown; email?: unknown; mobile?: unknown };

export async function prefillPendingJoin(form: HTMLFormElement): Promise<void> {
  let pending: Pending;
  try {
    pending = (await callApi(MEMBER_ROUTES.pendingJoin)) ?? {};
  } catch (error) {
    const box = form.querySelector('[data-form-message]');
    if (box && error instanceof ApiError && error.status < 500) box.textContent = error.message;
    return;
  }
  for (const name of ['custNm', 'email', 'mobile'] as const) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const value = pending[name];
    if (input && input.value === '' && typeof value === 'string') input.value = value;
  }
}
