/**
 * What 아이디 찾기 found, drawn into the result the page holds: the ID with its middle hidden and
 * the join date, or, for a member without an ID, the social login (or the phone login) to use.
 * Everything goes in as text.
 */
import type { RouteResponse } from '#shared/schemas/contract';
import type { MEMBER_ROUTES } from '#shared/schemas/member-routes';
import { LOGIN_METHOD_NAMES } from '#shared/account/account-rules';
import { formatDttm } from '#shared/format/dttm';

type FoundId = RouteResponse<typeof MEMBER_ROUTES.findId>;

/** The title and the sentence under it. */
export function foundIdText(found: FoundId): { title: string; text: string } {
  const providers = found.providers.map((provider) => LOGIN_METHOD_NAMES[provider] ?? provider).join(', ');
  if (found.maskedId !== null) {
    const linked = providers ? ` ${providers} 간편 로그인도 연결되어 있습니다.` : '';
    return { title: '회원님의 아이디를 찾았습니다', text: `개인정보 보호를 위해 아이디의 일부를 * 로 가려서 보여 드립니다.${linked}` };
  }
  if (providers) {
    return { title: '간편 로그인으로 가입한 회원입니다', text: `${providers} 계정으로 가입하셨습니다. 로그인 화면에서 ${providers} 로그인을 이용해 주세요.` };
  }
  return { title: '휴대폰 번호로 가입한 회원입니다', text: '아이디 없이 가입하셨습니다. 로그인 화면의 휴대폰 번호 로그인을 이용해 주세요.' };
}

export function showFoundId(result: HTMLElement, found: FoundId): void {
  const part = (name: string) => result.querySelector<HTMLElement>(`[data-found-${name}]`)!;
  const { title, text } = foundIdText(found);
  part('title').textContent = title;
  part('text').textContent = text;
  part('login-id').textContent = found.maskedId ?? '';
  part('id-row').hidden = found.maskedId === null;
  part('reset-link').hidden = found.maskedId === null;
  part('joined').textContent = formatDttm(`${found.joinDt}0000`, { weekday: false, time: false });
  result.hidden = false;
  result.focus();
}
