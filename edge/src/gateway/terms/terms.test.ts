import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { dttmToEpoch } from '#shared/format';
import { revise, seedStatements } from '#shared/seeds/terms';
import { LOCAL_ORIGIN, callGateway, expectJson } from '#edge/testing/gateway-call';
import { okData } from '../cart/cart-test-support';
import { TEST_NOW_HEADER } from '../test-clock';

interface Doc {
  docId: string;
  inmTncCd: string | null;
  title: string;
  dateLabel: string;
  currentVersionNo: number;
  version: { versionNo: number; effectiveDt: string; body: string };
  versions: { versionNo: number; effectiveDt: string }[];
}

/** The instant Korean calendar day `yyyyMMdd` begins. */
const koreanMidnight = (yyyyMMdd: string) => dttmToEpoch(`${yyyyMMdd}000000`);
/** The day the tests read the seeded documents on, so they do not change with the calendar. */
const TODAY = koreanMidnight('20261201');

/** Calls `verb` with `body` at `now` on the test clock. */
const call = (verb: string, body: unknown, now = TODAY) =>
  callGateway('POST', `/cu/terms/v1/${verb}`, {
    body: JSON.stringify(body),
    headers: { [TEST_NOW_HEADER]: String(now) },
    bindings: { ...env, TEST_CLOCK: 'on' },
    origin: LOCAL_ORIGIN,
  });
const terms = (body: unknown, now?: number) => okData<Doc>(call('getTerms', body, now));

beforeAll(async () => {
  for (const statement of seedStatements({ now: Date.now() })) await env.DB.prepare(statement).run();
  // A version that waits for its day, and a hidden one: neither is shown.
  await env.DB.prepare(
    "INSERT INTO document_versions (doc_id, version_no, effective_dt, body, created_at, updated_at) VALUES ('terms', 3, '20991231', '# 제1조(목적)\n미래의 약관', 1, 1)",
  ).run();
  await env.DB.prepare(
    "INSERT INTO document_versions (doc_id, version_no, effective_dt, body, status, created_at, updated_at) VALUES ('location', 2, '20260101', '숨긴 버전', 'HIDDEN', 1, 1)",
  ).run();
});

describe('getTerms', () => {
  it('shows the version in force with every version so far, newest first, by id or by the PC code', async () => {
    const current = await terms({ tncId: 'terms' });
    expect(current).toMatchObject({ docId: 'terms', inmTncCd: 'TNC001', title: '이용약관', dateLabel: '시행일', currentVersionNo: 2 });
    expect(current.version).toMatchObject({ versionNo: 2, effectiveDt: '20260901' });
    expect(current.version.body).toContain('토스페이, 카카오페이, 네이버페이 등 간편결제');
    expect(current.versions).toEqual([
      { versionNo: 2, effectiveDt: '20260901' },
      { versionNo: 1, effectiveDt: '20250301' },
    ]);
    expect(await terms({ inmTncCd: 'TNC001' })).toEqual(current);
    const location = await terms({ inmTncCd: 'TNC003' });
    expect(location.versions).toEqual([{ versionNo: 1, effectiveDt: '20250301' }]);
  });

  it('shows 전자금융거래 이용약관 by its id and by TNC006, with its PG and dispute contact', async () => {
    const efinance = await terms({ tncId: 'efinance' });
    expect(efinance).toMatchObject({ docId: 'efinance', inmTncCd: 'TNC006', title: '전자금융거래 이용약관', dateLabel: '시행일', currentVersionNo: 1 });
    expect(efinance.versions).toEqual([{ versionNo: 1, effectiveDt: '20260901' }]);
    expect(efinance.version.body).toContain('# 제12조(회사의 책임)');
    expect(efinance.version.body).toContain('토스페이먼츠(주)');
    expect(efinance.version.body).toContain('| 전화 | 1588-7720 |');
    expect(efinance.version.body).toContain('| 전자우편 | help@nokcha.shop |');
    expect(efinance.version.body).toContain('이 약관은 2026년 9월 1일부터 시행합니다.');
    expect(await terms({ inmTncCd: 'TNC006' })).toEqual(efinance);
  });

  it('shows an earlier version with its own text when asked', async () => {
    const earlier = await terms({ tncId: 'terms', versionNo: 1 });
    expect(earlier.currentVersionNo).toBe(2);
    expect(earlier.version).toMatchObject({ versionNo: 1, effectiveDt: '20250301' });
    expect(earlier.version.body).toContain('카카오페이, 네이버페이 등 간편결제');
    expect(earlier.version.body).not.toContain('토스페이');
    expect(earlier.version.body).toContain('이 약관은 2025년 3월 1일부터 시행합니다.');
    const privacy = await terms({ tncId: 'privacy', versionNo: 1 });
    expect(privacy.version.body).toContain('(주)케이지이니시스');
    expect((await terms({ tncId: 'privacy' })).version.body).toContain('토스페이먼츠(주)');
  });

  it('changes version at midnight of the effective day in Korea', async () => {
    const start = koreanMidnight('20260901');
    expect((await terms({ tncId: 'terms' }, start - 1)).versions.map((version) => version.versionNo)).toEqual([1]);
    expect((await terms({ tncId: 'terms' }, start)).currentVersionNo).toBe(2);
    await expectJson(await call('getTerms', { tncId: 'vdpd' }, koreanMidnight('20260401') - 1), 404, {
      code: 'TERMS_NOT_FOUND',
      message: '약관을 찾을 수 없습니다.',
    });
  });

  it('answers 404 for an unknown id or code, a page id, and a version that is hidden, waiting or unknown', async () => {
    const notFound = { code: 'TERMS_NOT_FOUND', message: '약관을 찾을 수 없습니다.' };
    for (const body of [{ tncId: 'nothing' }, { inmTncCd: 'TNC999' }, { tncId: 'join-story' }, { tncId: 'TERMS' }]) {
      await expectJson(await call('getTerms', body), 404, notFound);
    }
    const versionNotFound = { code: 'TERMS_VERSION_NOT_FOUND', message: '선택하신 버전의 약관을 찾을 수 없습니다. 약관 목록에서 다시 선택해 주세요.' };
    for (const body of [
      { tncId: 'terms', versionNo: 3 },
      { tncId: 'location', versionNo: 2 },
      { tncId: 'terms', versionNo: 77 },
    ]) {
      await expectJson(await call('getTerms', body), 404, versionNotFound);
    }
  });

  it('refuses a request naming neither or both of the id and the code', async () => {
    for (const body of [{}, { tncId: 'terms', inmTncCd: 'TNC001' }]) {
      const answer = await call('getTerms', body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { tncId: '약관 아이디나 약관 코드 중 하나로 찾아 주세요.' } });
    }
  });
});

describe('getContentPage', () => {
  it('shows 전자공고 with its earlier notices, and 매장 입점 절차', async () => {
    const notice = await okData<Doc>(call('getContentPage', { pageId: 'financial' }));
    expect(notice).toMatchObject({ title: '전자공고', dateLabel: '공고일', inmTncCd: null, currentVersionNo: 2 });
    expect(notice.version.body).toContain('# 제5기 결산공고');
    expect(notice.version.body).toContain('| 당기순이익 | 2,606,846,186 |');
    const earlier = await okData<Doc>(call('getContentPage', { pageId: 'financial', versionNo: 1 }));
    expect(earlier.version.body).toContain('# 제4기 결산공고');
    // Every year's notice ends with the same 전자금융거래 안내, pointing to the terms.
    for (const { version } of [notice, earlier]) {
      expect(version.body).toContain('# 전자금융거래 안내\n');
      expect(version.body).toContain('[전자금융거래 이용약관](/kr/ko/cu/tnc/efinance)');
      expect(version.body).toContain('고객센터 1588-7720, 전자우편 help@nokcha.shop');
    }
    const story = await okData<Doc>(call('getContentPage', { pageId: 'join-story' }));
    expect(story.version.body).toContain('# 개설 절차');
  });

  it('answers 404 for terms, an unknown page and an unknown version', async () => {
    for (const body of [{ pageId: 'terms' }, { pageId: 'nothing' }, { pageId: 'financial', versionNo: 9 }]) {
      await expectJson(await call('getContentPage', body), 404, { code: 'CONTENT_PAGE_NOT_FOUND', message: '안내 페이지를 찾을 수 없습니다.' });
    }
  });
});

describe('the seed', () => {
  it('writes an earlier version from changes that each match exactly once, and refuses one that does not', () => {
    expect(revise('가 나 다', [['나', '라']])).toBe('가 라 다');
    expect(() => revise('가 나 나', [['나', '라']])).toThrow('matches 2 times');
    expect(() => revise('가', [['나', '라']])).toThrow('matches 0 times');
  });

  it('writes nothing twice', async () => {
    const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM document_versions').first<number>('n')) ?? 0;
    const before = await count();
    for (const statement of seedStatements({ now: Date.now() })) await env.DB.prepare(statement).run();
    expect(await count()).toBe(before);
  });
});
