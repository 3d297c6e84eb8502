/**
 * 회원정보 수정 (`personal-information-detail`): what the member owns, after the
 * re-check. A lapsed re-check anywhere on the screen sends them to prove themselves again.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ACCOUNT_PATHS } from '#shared/account/account-rules';
import { formatDttm } from '#shared/format';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { islandScreen } from '../error/IslandScreen';
import { ConsentSection } from './ConsentSection';
import { MobileSection } from './MobileSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SnsSection } from './SnsSection';
import { $account, loadAccount } from './info-store';
import { ScreenError } from '#components/ui/ScreenError.tsx';

function PersonalInfoApp() {
  const { phase, info, note } = useStore($account);
  useEffect(() => {
    void loadAccount();
  }, []);
  if (phase === 'loading') return <StatusNote busy>회원정보를 불러오는 중입니다.</StatusNote>;
  if (phase === 'error' || !info)
    return <ScreenError message="회원정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요." onRetry={() => void loadAccount()} />;
  return (
    <>
      {note?.tone === 'error' ? <ErrorNote>{note.text}</ErrorNote> : <StatusNote>{note?.text}</StatusNote>}
      <section className="account-card" aria-labelledby="basic-title">
        <h2 id="basic-title" className="account-card__title">
          기본 정보
        </h2>
        <dl className="account-facts">
          <div>
            <dt>이름</dt>
            <dd>{info.custNm}</dd>
          </div>
          <div>
            <dt>아이디</dt>
            <dd>{info.custWebId ?? 'SNS·휴대폰 가입 회원'}</dd>
          </div>
          {info.dtbr && (
            <div>
              <dt>생년월일</dt>
              <dd>{formatDttm(`${info.dtbr}000000`, { weekday: false, time: false })}</dd>
            </div>
          )}
        </dl>
      </section>
      {info.hasPassword && <PasswordSection />}
      <MobileSection mobile={info.mobile} />
      <ProfileSection key={`${info.email}|${info.home?.zipNo}|${info.home?.dtlAddr}|${info.consents.MKT_USE.agreeYn}`} info={info} />
      <ConsentSection key={JSON.stringify(info.consents)} consents={info.consents} />
      <SnsSection sns={info.sns} />
      <nav className="account-links" aria-label="회원정보 관련 메뉴">
        <a href={ACCOUNT_PATHS.tnca}>개인정보 이용 내역</a>
        <a href={ACCOUNT_PATHS.withdraw}>회원 탈퇴</a>
      </nav>
    </>
  );
}

export const PersonalInfoScreen = islandScreen('account-screen', PersonalInfoApp);
