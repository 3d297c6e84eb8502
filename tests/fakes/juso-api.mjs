/* global Response */
// A fake of the 행정안전부 도로명주소 검색 API (`/addrlink/addrLinkApi.do`, resultType=json) for
// tests, with no dependencies. It answers in the API's shape: `results.common` with errorCode
// ("0" on success), errorMessage, totalCount, currentPage and countPerPage as text, and
// `results.juso[]` with roadAddr, roadAddrPart1/2, jibunAddr, zipNo, bdNm, siNm, sggNm, emdNm….
// It checks the key (E0001), expired keys (E0014), empty and one-letter keywords (E0005, E0008),
// keywords of special characters (E0013) and numbers with special characters only (E0012), and
// countPerPage above 100.
//
// `createJusoFake()` is a plain Request → Response handler for the worker's unit tests. Run as a
// program (`node tests/fakes/juso-api.mjs`) it serves on FAKE_JUSO_PORT (default 8898) at 127.0.0.1
// and accepts FAKE_JUSO_KEY (default `devU01TX0FVVEgyMDI2`).

import { runFake, serveFake } from './serve-fake.mjs';

export const FAKE_JUSO_KEY = 'devU01TX0FVVEgyMDI2';
export const EXPIRED_JUSO_KEY = 'devEXPIRED000000000';

/** [도로명, 건물번호, 법정동, 지번, 우편번호, 건물명] in 서울특별시 강남구, 35 buildings of 봉은사로 for the ≥30 case. */
const BUILDINGS = [
  ['테헤란로', '152', '역삼동', '737', '06236', '강남파이낸스센터'],
  ['테헤란로', '142', '역삼동', '736-56', '06236', '아크플레이스'],
  ['선릉로', '428', '대치동', '889-11', '06192', ''],
  ...Array.from({ length: 35 }, (_, index) => [
    '봉은사로',
    String(101 + index * 2),
    '삼성동',
    String(70 + index),
    String(6160 + Math.floor(index / 10)).padStart(5, '0'),
    index % 3 === 0 ? '삼성빌딩' : '',
  ]),
];

function row([road, bldNo, emdNm, jibun, zipNo, bdNm]) {
  const part1 = `서울특별시 강남구 ${road} ${bldNo}`;
  const part2 = `(${[emdNm, bdNm].filter(Boolean).join(', ')})`;
  return {
    roadAddr: `${part1} ${part2}`,
    roadAddrPart1: part1,
    roadAddrPart2: part2,
    jibunAddr: ['서울특별시 강남구', emdNm, jibun, bdNm].filter(Boolean).join(' '),
    engAddr: `${bldNo} ${road}, Gangnam-gu, Seoul`,
    zipNo,
    admCd: '1168010100',
    rnMgtSn: '116803122010',
    bdMgtSn: `11680101000${jibun.replace('-', '')}`.slice(0, 25),
    detBdNmList: '',
    bdNm,
    bdKdcd: '0',
    siNm: '서울특별시',
    sggNm: '강남구',
    emdNm,
    liNm: '',
    rn: road,
    udrtYn: '0',
    buldMnnm: bldNo,
    buldSlno: '0',
    mtYn: '0',
    lnbrMnnm: jibun.split('-')[0],
    lnbrSlno: jibun.split('-')[1] ?? '0',
    emdNo: '01',
  };
}

const ROWS = BUILDINGS.map(row);

function answer(common, juso = null) {
  const body = { results: { common: { errorMessage: '정상', countPerPage: '', totalCount: '0', errorCode: '0', currentPage: '', ...common }, juso } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json;charset=UTF-8' } });
}

const fail = (errorCode, errorMessage) => answer({ errorCode, errorMessage });

/**
 * A fake 도로명주소 API.
 * @param {{ key?: string }} [options] the 승인키 it accepts
 */
export function createJusoFake(options = {}) {
  const accepted = options.key ?? FAKE_JUSO_KEY;
  /** Every query string the fake was asked, for tests that check what was sent. */
  const seen = [];
  return {
    seen,
    /** Answers one request. */
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === '/health') return new Response('ok');
      if (url.pathname !== '/addrlink/addrLinkApi.do') return new Response('Not Found', { status: 404 });
      const params = request.method === 'POST' ? new URLSearchParams(await request.text()) : url.searchParams;
      seen.push(Object.fromEntries(params));
      const key = params.get('confmKey') ?? '';
      if (key === EXPIRED_JUSO_KEY) return fail('E0014', '개발승인키 기간이 만료되어 서비스를 이용하실 수 없습니다.');
      if (key !== accepted) return fail('E0001', '승인되지 않은 KEY 입니다.');
      const keyword = (params.get('keyword') ?? '').trim();
      if (keyword === '') return fail('E0005', '검색어가 입력되지 않았습니다.');
      if (keyword.length < 2) return fail('E0008', '검색어는 두글자 이상 입력되어야 합니다.');
      if (/^[\d\s!-/:-@[-`{-~]+$/.test(keyword) && /[^\d\s]/.test(keyword)) return fail('E0012', '특수문자+숫자만으로는 검색이 불가능 합니다.');
      if (/[%=><;'"]/.test(keyword)) return fail('E0013', 'SQL 예약어 또는 특수문자를 검색어로 입력할 수 없습니다.');
      const currentPage = Math.max(1, Number(params.get('currentPage') ?? 1) || 1);
      const countPerPage = Math.max(1, Number(params.get('countPerPage') ?? 10) || 10);
      if (countPerPage > 100) return fail('E0016', '한 페이지 출력 개수는 100건을 넘을 수 없습니다.');
      const terms = keyword.split(/\s+/);
      const found = ROWS.filter((item) =>
        terms.every((term) =>
          `${item.roadAddr} ${item.jibunAddr}`.split(/[\s(),]+/).some((word) => word === term || (!/^\d/.test(term) && word.includes(term))),
        ),
      );
      const page = found.slice((currentPage - 1) * countPerPage, currentPage * countPerPage);
      return answer({ totalCount: String(found.length), currentPage: String(currentPage), countPerPage: String(countPerPage) }, page);
    },
  };
}

if (typeof process !== 'undefined' && process.argv?.[1]?.endsWith('juso-api.mjs')) {
  const fake = createJusoFake({ key: process.env.FAKE_JUSO_KEY });
  await runFake(
    'fake 도로명주소 API',
    serveFake((request) => fake.handle(request), Number(process.env.FAKE_JUSO_PORT ?? 8898)),
  );
}
