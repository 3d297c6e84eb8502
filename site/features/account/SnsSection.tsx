/**
 * SNS 로그인 연결: each provider the shop has on, connected (since when) or not.
 * Connecting leaves for the provider through the member gateway and comes back here with the
 * result; disconnecting asks first, and the gateway keeps the member's last way to log in.
 */
import { formatDttm } from '#shared/format';
import type { PersonalInfo } from '#shared/schemas/account-calls';
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { MEMBER_BASE } from '#lib/api-client';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { callAccount } from './account-api';
import { ask } from '#components/ui/tell.ts';
import { useAccountChange } from './use-account-change';

const PROVIDERS: Readonly<Record<string, { name: string; slug: string }>> = {
  KAKAO: { name: '카카오', slug: 'kakao' },
  NAVER: { name: '네이버', slug: 'naver' },
  FACEBOOK: { name: '페이스북', slug: 'facebook' },
  AppleID: { name: 'Apple', slug: 'apple' },
};
type Provider = 'KAKAO' | 'NAVER' | 'FACEBOOK' | 'AppleID';

export function SnsSection({ sns }: { sns: PersonalInfo['sns'] }) {
  const { busy, problem, run } = useAccountChange();
  const disconnect = async (provider: Provider) => {
    if (!(await ask(`${PROVIDERS[provider].name} 로그인 연결을 해제하시겠습니까?`))) return;
    await run(() => callAccount(ACCOUNT_ROUTES.disconnectSns, { provider }));
  };
  return (
    <section className="account-card" aria-labelledby="sns-title">
      <h2 id="sns-title" className="account-card__title">
        SNS 로그인 연결
      </h2>
      {sns.length === 0 ? (
        <p className="account-card__lead">연결할 수 있는 SNS 로그인이 없습니다.</p>
      ) : (
        <ul className="account-sns">
          {sns.map((link) => {
            const provider = PROVIDERS[link.provider] ?? { name: link.provider, slug: link.provider.toLowerCase() };
            return (
              <li key={link.provider} className="account-sns__item">
                <span className="account-sns__name">{provider.name}</span>
                <span className="account-sns__state">
                  {link.linked && link.linkedDttm ? `${formatDttm(link.linkedDttm, { weekday: false, time: false })} 연결` : '연결 안 됨'}
                </span>
                {link.linked ? (
                  <button className="button button--small" type="button" disabled={busy} onClick={() => void disconnect(link.provider as Provider)}>
                    <span className="visually-hidden">{provider.name} </span>연결 해제
                  </button>
                ) : (
                  <a className="button button--small" href={`${MEMBER_BASE}/social/${provider.slug}/start?link=1`}>
                    <span className="visually-hidden">{provider.name} </span>연결하기
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {problem && <ErrorNote>{problem}</ErrorNote>}
    </section>
  );
}
