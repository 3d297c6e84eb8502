/**
 * 알림 설정 in mypage: an app-only entry (hidden on the web by `[data-app-only]`) that asks the
 * app to open its push notification settings (docs/app-bridge.md). Part of mypage's script.
 */
import { postToApp } from '#chrome/app-bridge';

export const PUSH_SETTINGS_SELECTOR = 'button[data-app-push-settings]';

/** Wires every 알림 설정 button under `root`. */
export function startPushSettingsButtons(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(PUSH_SETTINGS_SELECTOR)) {
    button.addEventListener('click', () => postToApp({ type: 'openPushSettings' }));
  }
}
