/**
 * 개인정보 이용 내역 (`/cu/mypage/tnca`): the member's consent history, recent logins
 * (a login they do not recognise is a reason to change the password) and the shop's processors.
 */
import { ACCOUNT_PATHS } from '#shared/account/account-rules';
import { formatDttm } from '#shared/format';
import { LoadedScreen } from '#components/ui/Loaded.tsx';
import type { LoadedOf } from '#components/ui/loader.ts';
import { usageHistoryLoader } from './account-store';
import { IslandScreen } from '../error/IslandScreen';

type History = LoadedOf<typeof usageHistoryLoader>;

function Table({ caption, head, rows, empty }: { caption: string; head: string[]; rows: string[][]; empty: string }) {
  if (rows.length === 0) return <p className="account-card__lead">{empty}</p>;
  return (
    <div className="account-table-wrap">
      <table className="account-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UsageHistory({ history }: { history: History }) {
  const sections = [
    {
      id: 'tnca-consents',
      title: '동의 이력',
      head: ['항목', '구분', '일시'],
      rows: history.consents.map((row) => [row.consentNm, row.agreeYn === 'Y' ? '동의' : '미동의·철회', formatDttm(row.recordedDttm, { weekday: false })]),
      empty: '동의 이력이 없습니다.',
    },
    {
      id: 'tnca-logins',
      title: '최근 로그인',
      head: ['일시', '방법', '채널', '기기'],
      rows: history.logins.map((row) => [formatDttm(row.loggedDttm, { weekday: false }), row.method, row.channel, row.device]),
      empty: '로그인 기록이 없습니다.',
    },
    {
      id: 'tnca-processors',
      title: '개인정보 처리 위탁',
      head: ['수탁업체', '위탁 업무', '보유 기간'],
      rows: history.processors.map((row) => [row.companyNm, row.task, row.retention]),
      empty: '개인정보 처리를 위탁하는 업체가 없습니다.',
    },
  ];
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="account-card" aria-labelledby={section.id}>
          <h2 id={section.id} className="account-card__title">
            {section.title}
          </h2>
          <Table caption={section.title} head={section.head} rows={section.rows} empty={section.empty} />
        </section>
      ))}
      <p className="account-card__note">
        기억에 없는 로그인이 있다면 <a href={ACCOUNT_PATHS.reauth}>회원정보 수정</a>에서 비밀번호를 바꿔 주세요. 동의는 같은 화면에서 언제든 바꿀 수 있습니다.
      </p>
    </>
  );
}

export function UsageHistoryScreen() {
  return (
    <IslandScreen className="account-screen">
      <LoadedScreen loader={usageHistoryLoader} loadKey={undefined} loading="개인정보 이용 내역을 불러오는 중입니다.">
        {(history) => <UsageHistory history={history} />}
      </LoadedScreen>
    </IslandScreen>
  );
}
