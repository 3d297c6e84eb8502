/**
 * The join screens' page script: the form's rules and calls are fetched on its first use, and a
 * submit that comes first waits for them. The social join's step also shows what the provider
 * already told.
 */
import { loadOnFirstUse } from '../form/first-use';

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-join-form]')) {
  loadOnFirstUse(form, () => import('./join-screen').then(({ startJoinForm }) => startJoinForm(form)));
  if (form.dataset.processType === 'kakaoJoin') void import('./pending-join').then(({ prefillPendingJoin }) => prefillPendingJoin(form));
}
