/**
 * 앱 멤버십 (`/cu/greentea-club-membership-app`): the membership card a member shows
 * at a store counter (the same barcode as mypage), and where to get the app, which keeps it one
 * tap away. A guest is asked to log in first.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { BUSINESS } from '#shared/business';
import { sitePath } from '#shared/site-path';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { $customer } from '../member/store';
import { islandScreen } from '../error/IslandScreen';
import { MemberBarcode } from '../mypage/MemberBarcode';
import { $mypage, loadCard, reissueCard } from '../mypage/store';

function MemberCardPart() {
  const { phase, card, busy, note } = useStore($mypage);
  useEffect(() => {
    void loadCard();
  }, []);
  if (phase === 'loading') return <StatusNote busy>멤버십 바코드를 불러오는 중입니다.</StatusNote>;
  if (phase === 'error' || !card) return <ErrorNote>멤버십 바코드를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</ErrorNote>;
  return (
    <>
      <MemberBarcode card={card} busy={busy} onReissue={() => void reissueCard()} />
      {note?.tone === 'error' ? <ErrorNote>{note.text}</ErrorNote> : <StatusNote>{note?.text}</StatusNote>}
    </>
  );
}

function ClubAppApp() {
  const customer = useStore($customer);
  return (
    <>
      {!customer.loaded ? (
        <StatusNote busy>로그인 정보를 확인하는 중입니다.</StatusNote>
      ) : customer.status === 'member' ? (
        <MemberCardPart />
      ) : (
        <p className="club-me">
          <a href={sitePath('cu/login')}>로그인</a>하면 매장에서 쓰는 멤버십 바코드를 볼 수 있습니다.
        </p>
      )}
      <section aria-labelledby="club-app-title" className="club-rules">
        <h2 id="club-app-title">녹차숍 앱으로 더 편하게</h2>
        <ul>
          <li>매장 계산대에서 앱을 열어 바로 멤버십 바코드를 보여 줄 수 있습니다.</li>
          <li>주문 출발, 포인트 소멸 예정 같은 알림을 앱 푸시로 받을 수 있습니다.</li>
        </ul>
        <p className="club-app-links">
          <a className="button" href={BUSINESS.androidStoreUrl} rel="noopener">
            Google Play에서 받기
          </a>
          <a className="button" href={BUSINESS.iosStoreUrl} rel="noopener">
            App Store에서 받기
          </a>
        </p>
      </section>
    </>
  );
}

export const ClubAppScreen = islandScreen('club-screen', ClubAppApp);
