/**
 * Social login buttons: one per provider the member gateway has turned on,
 * as `GET /member/social/providers` answers (asked by the login screen as it starts,
 * `askSocialProviders`). Each is a plain link to the gateway's start URL.
 */
import { MEMBER_GATEWAY_PATH } from '#shared/constants';

export const SOCIAL_LABELS: Record<string, string> = {
  KAKAO: '카카오로 로그인',
  NAVER: '네이버로 로그인',
  FACEBOOK: '페이스북으로 로그인',
  AppleID: 'Apple로 로그인',
};

/** Provider names from the answer; entries may be names or `{ provider | name | id }` objects. */
export function enabledProviders(answer: unknown): string[] {
  const list = (answer as { providers?: unknown } | null)?.providers;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry: unknown) => {
      if (typeof entry === 'string') return entry;
      const item = entry as { provider?: unknown; name?: unknown; id?: unknown; enabled?: unknown } | null;
      if (!item || item.enabled === false) return null;
      const name = item.provider ?? item.name ?? item.id;
      return typeof name === 'string' ? name : null;
    })
    .filter((name): name is string => name !== null && Object.hasOwn(SOCIAL_LABELS, name));
}

export function socialStartUrl(provider: string, successUrl?: string): string {
  const query = successUrl ? `?successUrl=${encodeURIComponent(successUrl)}` : '';
  return `${MEMBER_GATEWAY_PATH}/social/${provider}/start${query}`;
}

/** Fills `[data-social]` with the providers `answer` names as enabled, and shows it when there is any. */
export async function renderSocialButtons(root: HTMLElement, answer: Promise<unknown>, successUrl?: string): Promise<void> {
  const box = root.querySelector<HTMLElement>('[data-social]');
  const list = box?.querySelector('ul');
  if (!box || !list) return;
  const providers = enabledProviders(await answer.catch(() => null));
  list.replaceChildren(
    ...providers.map((provider) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.className = `social-button social-button--${provider.toLowerCase()}`;
      link.href = socialStartUrl(provider, successUrl);
      link.textContent = SOCIAL_LABELS[provider];
      item.append(link);
      return item;
    }),
  );
  box.hidden = providers.length === 0;
}
