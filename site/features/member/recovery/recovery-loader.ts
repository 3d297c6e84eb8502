/**
 * The page script of 아이디 찾기 and 비밀번호 찾기: the links keep the login's `successUrl`, and a
 * form's rules and calls are fetched on its first use (a submit or 인증번호 받기 that comes first
 * waits for them).
 */
import { successUrlParam } from '#components/ui/form/dom-form.ts';
import { loadOnFirstUse } from '../form/first-use';
import { keepSuccessUrl } from '../keep-success-url';

keepSuccessUrl(document, successUrlParam());

const findId = document.querySelector<HTMLFormElement>('form[data-find-id]');
if (findId) loadOnFirstUse(findId, () => import('./find-id').then(({ startFindId }) => startFindId(findId)));

const verify = document.querySelector<HTMLFormElement>('form[data-verify-reset]');
if (verify) loadOnFirstUse(verify, () => import('./find-password').then(({ startFindPassword }) => startFindPassword(verify)));
