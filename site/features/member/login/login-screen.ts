/**
 * The login screen's script (`/cu/login` and `/cu/login/popup`): the `?error=` message, the
 * `successUrl` carried on to the gateway, the join link and 아이디·비밀번호 찾기, the method tabs and the social
 * buttons. The ID form's JSON login is fetched on the first touch of the form, SMS login when
 * its tab is first chosen; what the shopper does before either arrives waits for it. The message of
 * an `?error=` and the social buttons (below the forms, from an answer asked at once) come once the
 * page is idle, so neither is part of the startup script.
 */
import { loginPath } from '#shared/login-path';
import { whenIdle } from '#chrome/when-idle';
import { callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { loadOnFirstUse } from '../form/first-use';
import { keepSuccessUrl } from '../keep-success-url';
import { startTabs } from './tabs';

/** The member gateway's enabled social providers, asked as the screen starts; null when it does not answer. */
export function askSocialProviders(): Promise<unknown> {
  return callApi(MEMBER_ROUTES.socialProviders).catch(() => null);
}

/** Sets a form's message; the form helpers stay out of this script, which every login view loads. */
function say(form: HTMLFormElement, text: string): void {
  const box = form.querySelector('[data-form-message]');
  if (box) box.textContent = text;
}

export function startLoginScreen(root: HTMLElement): void {
  const context = { popup: root.hasAttribute('data-popup'), successUrl: new URLSearchParams(location.search).get('successUrl') || undefined };
  const idForm = root.querySelector<HTMLFormElement>('[data-id-login]')!;
  const smsForm = root.querySelector<HTMLFormElement>('[data-sms-login]')!;
  const hidden = idForm.querySelector<HTMLInputElement>('input[name="successUrl"]');
  if (hidden && context.successUrl) hidden.value = context.successUrl;
  const join = root.querySelector<HTMLAnchorElement>('[data-join-link]');
  if (join && context.successUrl) join.href = loginPath(context.successUrl, { join: true });
  keepSuccessUrl(root, context.successUrl);
  const search = new URLSearchParams(location.search);
  // A failed SMS form post comes back with loginType=sms: its message belongs on that tab.
  const smsFirst = search.get('loginType') === 'sms';
  loadOnFirstUse(idForm, () => import('./id-login').then(({ startIdLogin }) => startIdLogin(idForm, context)));
  const loadSms = loadOnFirstUse(smsForm, () => import('./sms-login').then(({ startSmsLogin }) => startSmsLogin(smsForm, context)));
  let tabChanges = 0;
  startTabs(root, (tab) => {
    tabChanges += 1;
    say(idForm, '');
    say(smsForm, '');
    if (tab === 'sms') void loadSms();
  });
  if (smsFirst) root.querySelector<HTMLButtonElement>('[data-tab="sms"]')?.click();
  // A change of tab clears the messages, so one made before the `?error=` message arrives drops it.
  const changes = tabChanges;
  const providers = askSocialProviders();
  whenIdle(() => {
    if (search.has('error')) {
      void import('./messages').then(({ urlErrorMessage }) => {
        const error = urlErrorMessage();
        if (error && changes === tabChanges) say(smsFirst ? smsForm : idForm, error);
      });
    }
    void import('./social').then(({ renderSocialButtons }) => renderSocialButtons(root, providers, context.successUrl));
  });
}

const screen = document.querySelector<HTMLElement>('[data-login-screen]');
if (screen) startLoginScreen(screen);
