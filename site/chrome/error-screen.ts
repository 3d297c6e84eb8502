/**
 * Listens for an island's fatal error and wires the worker's own error page. The
 * screen's code is fetched on the first need: most pages never show it.
 */
import { FATAL_EVENT, type FatalDetail } from '#features/error/fatal-event.ts';

const view = () => import('./on-demand/error-screen-view');

export function startErrorScreen(): () => void {
  // The worker's own error page already shows the screen in <main>.
  const served = document.querySelector('main [data-error-screen]');
  if (served) void view().then((module) => module.wireErrorImageTaps(served));
  const onFatal = (event: CustomEvent<FatalDetail>) => {
    void view().then((module) => module.showErrorScreen(event.detail ?? { message: '' }));
  };
  window.addEventListener(FATAL_EVENT, onFatal);
  return () => window.removeEventListener(FATAL_EVENT, onFatal);
}
