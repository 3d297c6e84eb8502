/**
 * Seed part `campaign` (scripts/seed.mjs, migrations/0006_campaign.sql): live broadcasts around
 * `now` (two ended with a replay, one on air, five in the next two weeks), eight events (six
 * running, two ended) with their coupons, twelve editor postings (ten published, two waiting for
 * an admin), ten sample-market items and employee prices for about 60% of the catalog. Linked
 * products are picked from the seeded catalog by SQL, so the part works with any catalog size.
 *
 * Deterministic: the same `now` gives the same statements. Idempotent: rows have fixed ids and
 * are written with `INSERT OR IGNORE`, so a second run (even at another `now`) adds nothing. A
 * local shop seeded hours ago shows no broadcast on air, and one seeded weeks ago only ended
 * broadcasts and events, so a run at a later `now` moves the seeded ones back around it: when no
 * broadcast is on air, the seeded broadcasts get the schedule a first run at `now` would give,
 * and every seeded running event whose end has passed runs on to its end day counted from `now`.
 * While a broadcast is on air and no running event has ended, these updates change nothing.
 * Seeded rows are told from the operator's by their id and title.
 * Stream URLs are paths on the shop's own origin; the operator's streaming provider serves them.
 *
 * Plain TypeScript with erasable syntax, importing only through the `#shared` alias: Node 24
 * runs it as is, and the worker tests seed through the same function.
 */
import { kstDayStart, toDttm14 } from '#shared/format/dttm';
import { formatNumber } from '#shared/format/money';
import { STARTING_REVIEW_SETTINGS } from '#shared/reviews/starting-review-settings';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A SQL string literal, kept on one line: line breaks become `char(10)`, so every statement is one line. */
function lit(text: string): string {
  return text
    .split('\n')
    .map((line) => `'${line.replace(/'/g, "''")}'`)
    .join(' || char(10) || ');
}

/** Text for inside SVG markup. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A product pick: `where` narrows products `p` joined with their category `c` and subcategory `s`,
 * and the best sellers among them come first.
 */
interface Pick {
  where: string;
  count: number;
  offset?: number;
}

/** The product numbers of `pick`, with their order from 0, as a subquery `(inm_prd_no, sort_ord)`. */
function picked({ where, count, offset = 0 }: Pick): string {
  return (
    `SELECT inm_prd_no, ROW_NUMBER() OVER (ORDER BY sales_cnt DESC, inm_prd_no) - 1 AS sort_ord FROM (` +
    `SELECT p.inm_prd_no, p.sales_cnt FROM products p JOIN categories c ON c.cat_id = p.cat_id JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id ` +
    `WHERE ${where} ORDER BY p.sales_cnt DESC, p.inm_prd_no LIMIT ${count} OFFSET ${offset})`
  );
}

/** Links the picked products to `ownerId` in `table`. */
function linkProducts(table: string, ownerColumn: string, ownerId: number, pick: Pick): string {
  return `INSERT OR IGNORE INTO ${table} (${ownerColumn}, inm_prd_no, sort_ord) SELECT ${ownerId}, inm_prd_no, sort_ord FROM (${picked(pick)})`;
}

const category = (name: string) => `c.cat_nm = ${lit(name)}`;
const subcategory = (name: string) => `s.sub_cat_nm = ${lit(name)}`;

/** Leaves for the banners, posters and posting images: the shop's green tea motif. */
function leaves(x: number, y: number, colour: string): string {
  return (
    `<path d="M${x} ${y}c18-26 52-30 70-14-14 24-46 34-70 14z" fill="${colour}" opacity=".85"/>` +
    `<path d="M${x + 20} ${y + 30}c10-30 44-42 66-32-8 28-38 44-66 32z" fill="${colour}" opacity=".55"/>`
  );
}

/** A wide event banner: the tone as background, the title and subtitle in white. */
function bannerSvg(tone: string, title: string, subtitle: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 280" width="640" height="280" role="img">` +
    `<rect width="640" height="280" fill="${tone}"/>${leaves(470, 150, '#ffffff')}` +
    `<text x="40" y="120" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff">${xml(title)}</text>` +
    `<text x="40" y="170" font-family="sans-serif" font-size="20" fill="#ffffff" opacity=".9">${xml(subtitle)}</text></svg>`
  );
}

/** Roughly how wide `text` sets, in Hangul-sized ems: Latin letters, digits and spaces take about half. */
function emWidth(text: string): number {
  return [...text].reduce((width, char) => width + (char.charCodeAt(0) < 0x1100 ? 0.55 : 1), 0);
}

/** `text` cut at spaces into lines at most `width` ems wide (a longer word gets a line of its own). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && emWidth(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A portrait live poster: a dark green card with the title (wrapped to fit), the host and a large
 * leaf motif. No status mark: the same poster stands for an upcoming, live and ended broadcast,
 * and the page labels it for the moment (its label sits in the top-left corner, kept clear).
 */
function posterSvg(title: string, host: string, hue: number): string {
  const lines = wrapWords(title, 11.5);
  const titleText = lines.map((line, index) => `<tspan x="28" dy="${index === 0 ? 0 : 36}">${xml(line)}</tspan>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 480" width="360" height="480" role="img">` +
    `<rect width="360" height="480" fill="hsl(${hue} 38% 26%)"/>` +
    `<circle cx="330" cy="60" r="150" fill="hsl(${hue} 40% 34%)"/><circle cx="40" cy="470" r="110" fill="hsl(${hue} 40% 31%)"/>` +
    `<g transform="translate(140 350) scale(2.2)">${leaves(0, 0, `hsl(${hue} 45% 62%)`)}</g>` +
    `<text x="28" y="132" font-family="sans-serif" font-size="27" font-weight="700" fill="#ffffff">${titleText}</text>` +
    `<text x="28" y="${132 + lines.length * 36 + 8}" font-family="sans-serif" font-size="17" fill="#ffffff" opacity=".85">${xml(host)}</text></svg>`
  );
}

/** A square posting image in the topic's colour with the title. */
function postingSvg(title: string, hue: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">` +
    `<rect width="400" height="400" fill="hsl(${hue} 35% 92%)"/>${leaves(140, 150, `hsl(${hue} 40% 45%)`)}` +
    `<text x="200" y="340" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${xml(title)}</text></svg>`
  );
}

interface LiveSeed {
  title: string;
  host: string;
  description: string;
  /** Start, in hours from the start of the Korean day of `now` (ignored for the one on air). */
  startHours: number;
  minutes: number;
  products: Pick;
}


/** The live broadcasts, ids 1 to 8. Id 3 (`startHours` 0) is the one on air: it starts at the top of `now`'s hour. */
export const LIVE_SEEDS: readonly LiveSeed[] = [
  {
    title: '첫물차 수분 크림 런칭 라이브',
    host: '뷰티 에디터 하린',
    description: '제주 첫물차 잎으로 만든 녹차숍 수분 크림을 처음 소개합니다.\n\n방송 중 구매 고객께 미니 토너를 함께 보내 드렸어요. 다시보기로 사용감과 성분 이야기를 확인해 보세요.',
    startHours: -7 * 24 + 20,
    minutes: 60,
    products: { where: subcategory('크림'), count: 4 },
  },
  {
    title: '겨울 피부 장벽 케어 Q&A',
    host: '피부 연구원 김도윤',
    description: '건조한 겨울, 장벽이 무너진 피부를 되살리는 루틴을 연구원이 직접 답해 드렸습니다.\n\n방송에서 소개한 스킨케어 제품을 한 번에 모았어요.',
    startHours: -3 * 24 + 20,
    minutes: 60,
    products: { where: category('스킨케어'), count: 4, offset: 4 },
  },
  {
    title: '녹차숍 주간 특가 라이브',
    host: '쇼호스트 민지',
    description: '지금 방송 중! 인기 스킨케어를 라이브 특가로 만나 보세요.\n\n채팅으로 피부 고민을 남기시면 쇼호스트가 바로 답해 드립니다.',
    startHours: 0,
    minutes: 120,
    products: { where: 'p.dc_rate >= 20', count: 5 },
  },
  {
    title: '선크림 고르는 법, 자외선 차단 A to Z',
    host: '뷰티 에디터 하린',
    description: 'SPF와 PA 읽는 법부터 덧바르는 요령까지, 피부 타입별 선크림 고르는 법을 알려 드립니다.\n\n알림을 신청하시면 방송 시작 때 알려 드려요.',
    startHours: 24 + 20,
    minutes: 60,
    products: { where: subcategory('선케어'), count: 4 },
  },
  {
    title: '데일리 립 메이크업 클래스',
    host: '메이크업 아티스트 소윤',
    description: '출근길 3분 립 메이크업! 틴트와 립밤을 겹쳐 바르는 그러데이션 방법을 보여 드립니다.',
    startHours: 2 * 24 + 12,
    minutes: 60,
    products: { where: subcategory('립'), count: 4 },
  },
  {
    title: '제주 녹차밭에서 온 클렌징 루틴',
    host: '쇼호스트 민지',
    description: '녹차밭 현장에서 전하는 약산성 클렌징 루틴. 이중 세안이 필요한 날과 아닌 날을 구분해 드립니다.',
    startHours: 4 * 24 + 20,
    minutes: 90,
    products: { where: category('클렌징'), count: 4 },
  },
  {
    title: '연말 기프트 세트 미리 보기',
    host: '녹차숍 MD 지훈',
    description: '소중한 사람에게 건넬 연말 선물 세트를 먼저 공개합니다. 방송 중에만 드리는 포장 혜택도 준비했어요.',
    startHours: 7 * 24 + 19,
    minutes: 60,
    products: { where: "p.best_yn = 'Y'", count: 5 },
  },
  {
    title: '두피·헤어 케어 집중 탐구',
    host: '헤어 디자이너 태오',
    description: '푸석한 모발과 예민한 두피를 위한 샴푸, 트리트먼트 사용법을 알려 드립니다.',
    startHours: 11 * 24 + 20,
    minutes: 60,
    products: { where: category('헤어'), count: 4 },
  },
];

interface CouponSeed {
  name: string;
  amount?: number;
  rate?: number;
  minOrder: number;
  validDays: number;
  /** Downloads in all; none is unlimited. */
  limit?: number;
}

interface EventSeed {
  title: string;
  subtitle: string;
  summary: string;
  /** Paragraphs of the body, plain text. */
  body: readonly string[];
  tone: string;
  /** Days from `now`'s Korean day: the event runs from that day's 00:00 to the end day's 23:59:59. */
  startDay: number;
  endDay: number;
  products: Pick;
  coupons: readonly CouponSeed[];
}

/** The events, ids 1 to 8: six running and two ended. */
export const EVENT_SEEDS: readonly EventSeed[] = [
  {
    title: '첫물차 라인 기획전',
    subtitle: '녹차 한 잎의 힘, 최대 40% 할인',
    summary: '제주 첫물차로 만든 녹차숍 대표 라인을 기획 특가로 만나 보세요.',
    body: [
      '봄의 첫 찻잎만 골라 담은 첫물차 라인을 한자리에 모았습니다. 토너부터 크림까지 수분 루틴을 한 번에 완성해 보세요.',
      '이벤트 기간 동안 첫물차 라인 구매 고객께 10% 할인 쿠폰을 드립니다. 쿠폰은 아래에서 받은 뒤 주문서에서 사용할 수 있어요.',
      '쿠폰은 ID당 1회 받을 수 있으며, 선착순 1,000명 소진 시 조기 종료됩니다.',
    ],
    tone: '#2f6f4e',
    startDay: -10,
    endDay: 20,
    products: { where: "p.brand_cd = 'NKCHA'", count: 8 },
    coupons: [{ name: '첫물차 기획전 10% 할인 쿠폰', rate: 10, minOrder: 30000, validDays: 14, limit: 1000 }],
  },
  {
    title: '신규 회원 웰컴 혜택',
    subtitle: '처음 오셨나요? 5,000원 쿠폰을 드려요',
    summary: '녹차숍에 처음 오신 분께 드리는 웰컴 쿠폰과 첫 구매 혜택.',
    body: [
      '녹차숍 회원이 되신 것을 환영합니다. 첫 주문에 바로 쓸 수 있는 5,000원 할인 쿠폰을 준비했어요.',
      '2만 원 이상 주문 시 사용할 수 있으며, 받은 날부터 30일 동안 쓸 수 있습니다.',
    ],
    tone: '#3b7a57',
    startDay: -30,
    endDay: 60,
    products: { where: "p.new_yn = 'Y'", count: 6 },
    coupons: [{ name: '웰컴 5,000원 할인 쿠폰', amount: 5000, minOrder: 20000, validDays: 30 }],
  },
  {
    title: '겨울 보습 페스타',
    subtitle: '크림·로션 최대 50% + 중복 쿠폰',
    summary: '건조한 겨울을 위한 보습 아이템을 한자리에, 쿠폰 2종까지 함께 쓰세요.',
    body: [
      '찬 바람에 당기는 피부를 위해 크림, 로션, 에센스를 모았습니다. 장벽 케어가 필요한 분께 특히 추천해요.',
      '3,000원 쿠폰과 15% 쿠폰은 각각 받을 수 있으며, 주문 금액에 따라 더 유리한 쿠폰을 골라 쓰세요.',
      '쿠폰 수량이 모두 소진되면 이벤트 기간 중이라도 더 받을 수 없습니다.',
    ],
    tone: '#4a7c8c',
    startDay: -5,
    endDay: 16,
    products: { where: "c.cat_nm = '스킨케어' AND s.sub_cat_nm IN ('크림', '로션/에멀전')", count: 8 },
    coupons: [
      { name: '보습 페스타 3,000원 할인 쿠폰', amount: 3000, minOrder: 25000, validDays: 7, limit: 500 },
      { name: '보습 페스타 15% 할인 쿠폰', rate: 15, minOrder: 50000, validDays: 7, limit: 300 },
    ],
  },
  {
    title: '포토 리뷰 쓰고 뷰티포인트 받기',
    subtitle: `포토 리뷰 작성 시 ${formatNumber(STARTING_REVIEW_SETTINGS.photoRewardPt)}P 적립`,
    summary: '구매한 상품의 포토 리뷰를 남기면 뷰티포인트를 드립니다.',
    body: [
      `배송 완료 후 ${STARTING_REVIEW_SETTINGS.writeDays}일 안에 사진을 담은 리뷰를 남겨 주시면 ${formatNumber(STARTING_REVIEW_SETTINGS.photoRewardPt)} 뷰티포인트를 적립해 드립니다.`,
      '매달 베스트 리뷰 10분을 뽑아 녹차숍 기프트 세트를 보내 드려요. 당첨자는 이벤트 페이지에서 발표합니다.',
    ],
    tone: '#6b8e23',
    startDay: -20,
    endDay: 40,
    products: { where: "p.review_cnt > 0", count: 6 },
    coupons: [],
  },
  {
    title: '선케어 조기 구매 찬스',
    subtitle: '자외선 차단제 2,000원 쿠폰',
    summary: '사계절 필수템 선케어를 미리 준비하세요.',
    body: [
      '흐린 날에도 자외선은 피부에 닿습니다. 가벼운 선세럼부터 톤업 선크림까지 골라 보세요.',
      '1만 5천 원 이상 주문 시 쓸 수 있는 2,000원 쿠폰을 드립니다.',
    ],
    tone: '#c0802b',
    startDay: -2,
    endDay: 12,
    products: { where: subcategory('선케어'), count: 6 },
    coupons: [{ name: '선케어 2,000원 할인 쿠폰', amount: 2000, minOrder: 15000, validDays: 10, limit: 800 }],
  },
  {
    title: '헤어·바디 케어 위크',
    subtitle: '샴푸부터 바디로션까지 10% 추가 할인',
    summary: '욕실 속 데일리 케어를 녹차숍 헤어·바디 라인으로 바꿔 보세요.',
    body: [
      '매일 쓰는 샴푸와 바디워시, 성분까지 꼼꼼히 골랐습니다. 이번 주만 헤어·바디 라인 10% 추가 할인 쿠폰을 드려요.',
      '쿠폰은 3만 원 이상 주문 시 사용할 수 있습니다.',
    ],
    tone: '#7a5c99',
    startDay: -1,
    endDay: 6,
    products: { where: "c.cat_nm IN ('헤어', '바디')", count: 8 },
    coupons: [{ name: '헤어·바디 10% 할인 쿠폰', rate: 10, minOrder: 30000, validDays: 7 }],
  },
  {
    title: '가을 클렌징 대전',
    subtitle: '클렌징 전 품목 최대 30%',
    summary: '환절기 피부를 위한 저자극 클렌징 기획전 (종료).',
    body: [
      '약산성 폼과 클렌징 오일을 특가로 선보였던 가을 클렌징 대전이 종료되었습니다.',
      '참여해 주신 모든 분께 감사드립니다. 다음 기획전에서 더 좋은 혜택으로 찾아뵙겠습니다.',
    ],
    tone: '#8c6a4a',
    startDay: -24,
    endDay: -3,
    products: { where: category('클렌징'), count: 6 },
    coupons: [{ name: '클렌징 대전 3,000원 할인 쿠폰', amount: 3000, minOrder: 20000, validDays: 7, limit: 500 }],
  },
  {
    title: '추석 선물 세트 기획전',
    subtitle: '마음을 전하는 녹차숍 기프트',
    summary: '한가위 선물 세트 기획전 (종료).',
    body: [
      '추석 선물 세트 기획전이 종료되었습니다. 보내 주신 사랑에 감사드립니다.',
      '연말 기프트 세트는 곧 라이브 방송에서 먼저 공개됩니다.',
    ],
    tone: '#a0522d',
    startDay: -70,
    endDay: -40,
    products: { where: "p.best_yn = 'Y'", count: 6, offset: 5 },
    coupons: [],
  },
];

interface PostingSeed {
  editorNo: string;
  nickname: string;
  title: string;
  topic: string;
  body: readonly string[];
  hue: number;
  /** Published this many hours before `now`; null while it waits for an admin. */
  publishedHoursAgo: number | null;
  products: Pick;
}

const EDITORS = {
  choroc: { editorNo: 'ED0001', nickname: '초록잎 에디터' },
  matcha: { editorNo: 'ED0002', nickname: '말차라떼' },
  lab: { editorNo: 'ED0003', nickname: '피부결 연구원' },
  jeju: { editorNo: 'ED0004', nickname: '제주소녀' },
} as const;

/** The editor postings, ids 1 to 12: ten published, the last two waiting for an admin. */
export const POSTING_SEEDS: readonly PostingSeed[] = [
  { ...EDITORS.choroc, title: '녹차 성분, 정말 진정에 좋을까?', topic: '스킨케어', hue: 140, publishedHoursAgo: 5, products: { where: "p.brand_cd = 'NKCHA'", count: 3 },
    body: ['녹차 잎에 든 카테킨은 피부를 편안하게 가라앉히는 성분으로 알려져 있어요.', '붉은기가 올라온 날에는 녹차 토너를 화장솜에 적셔 5분 동안 올려 두는 것만으로도 한결 차분해집니다.'] },
  { ...EDITORS.matcha, title: '출근 전 5분 메이크업 루틴', topic: '메이크업', hue: 10, publishedHoursAgo: 20, products: { where: category('메이크업'), count: 3 },
    body: ['쿠션 하나, 립 틴트 하나면 충분해요.', '쿠션은 얇게 두 번, 틴트는 입술 안쪽에만 바르고 손끝으로 펴 주면 자연스러운 그러데이션이 완성됩니다.'] },
  { ...EDITORS.lab, title: '세럼과 앰플, 무엇이 다를까요', topic: '스킨케어', hue: 160, publishedHoursAgo: 48, products: { where: subcategory('에센스/세럼'), count: 3 },
    body: ['앰플은 유효 성분의 농도가 높고, 세럼은 데일리로 쓰기 좋은 가벼운 제형이 많아요.', '피부가 지친 주간에는 앰플을, 평소에는 세럼을 쓰는 식으로 나눠 보세요.'] },
  { ...EDITORS.jeju, title: '제주 녹차밭 산책 일기', topic: '라이프', hue: 100, publishedHoursAgo: 70, products: { where: "p.brand_cd = 'SUMBI'", count: 2 },
    body: ['5월의 녹차밭은 첫물차를 따는 손길로 분주합니다.', '찻잎 향을 맡으며 걷다 보면 피부도 마음도 한결 가벼워져요. 산책 뒤에는 미스트로 수분을 채워 주세요.'] },
  { ...EDITORS.choroc, title: '겨울철 각질 관리, 이렇게 하세요', topic: '스킨케어', hue: 30, publishedHoursAgo: 96, products: { where: subcategory('마스크/팩'), count: 3 },
    body: ['각질이 들뜬다고 스크럽을 자주 하면 장벽이 약해질 수 있어요.', '일주일에 한 번 워시오프 팩으로 부드럽게 정리하고, 바로 보습 크림을 덧발라 주세요.'] },
  { ...EDITORS.matcha, title: '건조한 손을 위한 핸드크림 고르기', topic: '바디·헤어', hue: 200, publishedHoursAgo: 130, products: { where: subcategory('핸드케어'), count: 3 },
    body: ['낮에는 흡수가 빠른 젤 타입, 밤에는 보습막을 만들어 주는 리치한 타입이 좋아요.', '잠들기 전 듬뿍 바르고 면장갑을 끼면 다음 날 아침 손이 훨씬 부드러워집니다.'] },
  { ...EDITORS.lab, title: '선크림 덧바르기의 정석', topic: '스킨케어', hue: 45, publishedHoursAgo: 170, products: { where: subcategory('선케어'), count: 3 },
    body: ['자외선 차단제는 2~3시간마다 덧발라야 효과가 유지돼요.', '메이크업 위에는 선스틱이나 선쿠션으로 톡톡 두드려 바르면 화장이 무너지지 않습니다.'] },
  { ...EDITORS.jeju, title: '푸석한 모발 살리는 주말 헤어 팩', topic: '바디·헤어', hue: 270, publishedHoursAgo: 220, products: { where: category('헤어'), count: 3 },
    body: ['샴푸 후 물기를 꼭 짜고 헤어 팩을 모발 끝 위주로 발라 주세요.', '따뜻한 수건으로 10분 감싸 두면 영양이 더 깊이 스며듭니다.'] },
  { ...EDITORS.choroc, title: '민감 피부를 위한 클렌징 순서', topic: '스킨케어', hue: 180, publishedHoursAgo: 300, products: { where: category('클렌징'), count: 3 },
    body: ['미온수로 먼저 얼굴을 적신 뒤, 거품을 충분히 내서 손이 피부에 닿지 않게 씻어 주세요.', '세안 후 3분 안에 토너를 발라 수분이 날아가지 않게 하는 것이 핵심입니다.'] },
  { ...EDITORS.matcha, title: '올해의 립 컬러 트렌드', topic: '메이크업', hue: 350, publishedHoursAgo: 400, products: { where: subcategory('립'), count: 3 },
    body: ['올해는 말린 장미와 브릭 계열의 차분한 컬러가 사랑받고 있어요.', '립밤을 먼저 바르고 틴트를 올리면 각질 부각 없이 촉촉하게 연출할 수 있습니다.'] },
  { ...EDITORS.lab, title: '레티놀 입문 가이드', topic: '스킨케어', hue: 20, publishedHoursAgo: null, products: { where: subcategory('크림'), count: 2, offset: 3 },
    body: ['레티놀은 저농도부터 시작해 일주일에 두세 번 밤에만 사용하세요.', '사용 기간에는 자외선 차단제를 꼭 함께 발라 주세요.'] },
  { ...EDITORS.jeju, title: '여행용 파우치 꾸리기', topic: '라이프', hue: 90, publishedHoursAgo: null, products: { where: "p.brand_cd = 'DAMSO'", count: 2 },
    body: ['여행지에서는 올인원 제품과 미니 사이즈가 효자예요.', '선크림과 립밤만은 꼭 챙기세요.'] },
];

/** Sample-market items, ids 1 to 10: the product pick, price, stock, and period in days from `now`'s Korean day. */
interface SampleSeed {
  offset: number;
  volume: string;
  priceType: 'WON' | 'POINT';
  price: number;
  stock: number;
  limit: number;
  startDay: number;
  endDay: number;
}

export const SAMPLE_SEEDS: readonly SampleSeed[] = [
  { offset: 0, volume: '10ml', priceType: 'WON', price: 100, stock: 300, limit: 1, startDay: -3, endDay: 10 },
  { offset: 1, volume: '15ml', priceType: 'POINT', price: 500, stock: 200, limit: 2, startDay: -3, endDay: 10 },
  { offset: 2, volume: '5ml x 3', priceType: 'WON', price: 100, stock: 0, limit: 1, startDay: -6, endDay: 8 },
  { offset: 3, volume: '10ml', priceType: 'WON', price: 1000, stock: 120, limit: 1, startDay: -1, endDay: 14 },
  { offset: 4, volume: '20ml', priceType: 'POINT', price: 1000, stock: 80, limit: 1, startDay: -2, endDay: 12 },
  { offset: 5, volume: '1매', priceType: 'WON', price: 100, stock: 500, limit: 3, startDay: -5, endDay: 9 },
  { offset: 6, volume: '10ml', priceType: 'POINT', price: 300, stock: 150, limit: 2, startDay: 0, endDay: 7 },
  { offset: 7, volume: '30ml', priceType: 'WON', price: 2900, stock: 60, limit: 1, startDay: 2, endDay: 16 },
  { offset: 8, volume: '8ml', priceType: 'POINT', price: 500, stock: 100, limit: 1, startDay: 5, endDay: 19 },
  { offset: 9, volume: '10ml', priceType: 'WON', price: 100, stock: 40, limit: 1, startDay: -20, endDay: -6 },
];

/** Employee prices: 30% off the sale price, rounded down to 100원, for product numbers that leave 0, 1 or 2 divided by 5 (about 60%). */
const EMPLOYEE_PRICES_SQL =
  `INSERT OR IGNORE INTO employee_prices (inm_prd_no, emp_amt, emp_dc_rate) ` +
  `SELECT inm_prd_no, emp_amt, CASE WHEN cnsm_amt > 0 THEN CAST(ROUND((cnsm_amt - emp_amt) * 100.0 / cnsm_amt) AS INTEGER) ELSE 0 END FROM (` +
  `SELECT inm_prd_no, cnsm_amt, CAST(sale_amt * 0.7 / 100 AS INTEGER) * 100 AS emp_amt FROM products WHERE CAST(inm_prd_no AS INTEGER) % 5 < 3)`;

/** One seeded broadcast's place in the schedule: its id and its start and end (epoch ms). */
interface Slot {
  id: number;
  start: number;
  end: number;
}

/** Where the seeded broadcasts sit for `now`: the one on air starts at the top of `now`'s hour, the others count from `now`'s Korean day. */
function liveSchedule(now: number): Slot[] {
  const day = kstDayStart(now);
  const onAirStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  return LIVE_SEEDS.map((live, index) => {
    const start = live.startHours === 0 ? onAirStart : day + live.startHours * HOUR_MS;
    return { id: index + 1, start, end: start + live.minutes * 60_000 };
  });
}

/** `yyyyMMdd235959` of the Korean day `days` after the one starting at `day`: where a seeded period ends. */
function periodEnd(day: number, days: number): string {
  return `${toDttm14(day + days * DAY_MS).slice(0, 8)}235959`;
}

/** `CASE live_id WHEN 1 THEN … END`: a value for each seeded broadcast. */
function byLiveId(slots: readonly Slot[], value: (slot: Slot) => string): string {
  return `CASE live_id ${slots.map((slot) => `WHEN ${slot.id} THEN ${value(slot)}`).join(' ')} END`;
}

/** The pill that posters seeded before it was dropped carry (as `posterSvg` drew it then). */
const OLD_POSTER_PILL = '<rect x="24" y="24" width="74" height="32" rx="16" fill="#e5484d"/>';

/**
 * Brings a database seeded at an earlier `now` back to `now`: one statement, so that moving the
 * first broadcast cannot make the rest look current. It touches nothing while some displayed
 * broadcast is on air.
 */
function rescheduleLivesSql(now: number): string {
  const slots = liveSchedule(now);
  const nowDttm = toDttm14(now);
  const seeded = slots.map((slot) => `(${slot.id}, ${lit(LIVE_SEEDS[slot.id - 1].title)})`).join(', ');
  return (
    `UPDATE live_broadcasts SET start_dttm = ${byLiveId(slots, (slot) => lit(toDttm14(slot.start)))}, ` +
    `end_dttm = ${byLiveId(slots, (slot) => lit(toDttm14(slot.end)))}, ` +
    `replay_yn = ${byLiveId(slots, (slot) => lit(slot.end <= now ? 'Y' : 'N'))} ` +
    `WHERE (live_id, title) IN (VALUES ${seeded}) ` +
    `AND NOT EXISTS (SELECT 1 FROM live_broadcasts WHERE display_yn = 'Y' AND start_dttm <= ${lit(nowDttm)} AND end_dttm > ${lit(nowDttm)})`
  );
}

/** The statements: rows already there are kept, except that a stale seeded schedule follows `now` (see the header). */
export function seedStatements({ now }: { now: number }): string[] {
  const day = kstDayStart(now);
  const statements: string[] = [];

  liveSchedule(now).forEach(({ id, start, end }, index) => {
    const live = LIVE_SEEDS[index];
    const poster = lit(posterSvg(live.title, live.host, 120 + index * 12));
    statements.push(
      `INSERT OR IGNORE INTO live_broadcasts (live_id, title, host_nm, description, start_dttm, end_dttm, stream_url, poster_alt, poster_svg, replay_yn) VALUES (` +
        [id, lit(live.title), lit(live.host), lit(live.description), lit(toDttm14(start)), lit(toDttm14(end)), lit(`/media/live/${id}/index.m3u8`),
          lit(`${live.title} 방송 포스터`), poster, lit(end <= now ? 'Y' : 'N')].join(', ') + ')',
      `UPDATE live_broadcasts SET poster_svg = ${poster} WHERE live_id = ${id} AND title = ${lit(live.title)} AND instr(poster_svg, ${lit(OLD_POSTER_PILL)}) > 0`,
      linkProducts('live_products', 'live_id', id, live.products),
    );
  });
  statements.push(rescheduleLivesSql(now));

  EVENT_SEEDS.forEach((event, index) => {
    const id = index + 1;
    const start = toDttm14(day + event.startDay * DAY_MS);
    const end = periodEnd(day, event.endDay);
    statements.push(
      `INSERT OR IGNORE INTO events (event_id, title, subtitle, summary, body, start_dttm, end_dttm, banner_alt, banner_svg, banner_tone, sort_ord) VALUES (` +
        [id, lit(event.title), lit(event.subtitle), lit(event.summary), lit(event.body.join('\n\n')), lit(start), lit(end),
          lit(`${event.title}: ${event.subtitle}`), lit(bannerSvg(event.tone, event.title, event.subtitle)), lit(event.tone), index].join(', ') + ')',
      linkProducts('event_products', 'event_id', id, event.products),
    );
    // A seeded running event that has run out runs on; one seeded as ended stays ended.
    if (event.endDay >= 0) {
      statements.push(`UPDATE events SET end_dttm = ${lit(end)} WHERE event_id = ${id} AND title = ${lit(event.title)} AND end_dttm <= ${lit(toDttm14(now))}`);
    }
    event.coupons.forEach((coupon, couponIndex) => {
      statements.push(
        `INSERT OR IGNORE INTO event_coupons (coupon_id, event_id, cpn_nm, dc_amt, dc_rate, min_order_amt, valid_days, download_limit, sort_ord) VALUES (` +
          [id * 10 + couponIndex + 1, id, lit(coupon.name), coupon.amount ?? 'NULL', coupon.rate ?? 'NULL', coupon.minOrder, coupon.validDays, coupon.limit ?? 'NULL', couponIndex].join(', ') + ')',
      );
    });
  });

  // The staff editors the seeded postings are signed by (migration 0025: postings name an editor).
  for (const editor of Object.values(EDITORS)) {
    statements.push(`INSERT OR IGNORE INTO editors (editor_no, nick_nm, appointed_at) VALUES (${lit(editor.editorNo)}, ${lit(editor.nickname)}, ${now - 365 * DAY_MS})`);
  }
  POSTING_SEEDS.forEach((posting, index) => {
    const id = index + 1;
    const published = posting.publishedHoursAgo === null ? null : now - posting.publishedHoursAgo * HOUR_MS;
    const registered = (published ?? now) - 2 * DAY_MS;
    statements.push(
      `INSERT OR IGNORE INTO postings (posting_id, editor_no, editor_nick_nm, title, topic, body, image_alt, image_svg, status, reg_dttm, published_dttm) VALUES (` +
        [id, lit(posting.editorNo), lit(posting.nickname), lit(posting.title), lit(posting.topic), lit(posting.body.join('\n\n')), lit(`${posting.title} 대표 이미지`),
          lit(postingSvg(posting.title, posting.hue)), lit(published === null ? 'PENDING' : 'PUBLISHED'), lit(toDttm14(registered)),
          published === null ? 'NULL' : lit(toDttm14(published))].join(', ') + ')',
      linkProducts('posting_products', 'posting_id', id, posting.products),
    );
  });

  SAMPLE_SEEDS.forEach((sample, index) => {
    const start = toDttm14(day + sample.startDay * DAY_MS);
    const end = periodEnd(day, sample.endDay);
    // Skincare best sellers that are not sold out, spread over the list.
    statements.push(
      `INSERT OR IGNORE INTO sample_market_items (sample_id, inm_prd_no, sample_nm, price_type, price, stock, per_cust_limit, start_dttm, end_dttm, sort_ord) ` +
        `SELECT ${index + 1}, inm_prd_no, prd_nm || ' 체험용 ' || ${lit(sample.volume)}, ${lit(sample.priceType)}, ${sample.price}, ${sample.stock}, ${sample.limit}, ${lit(start)}, ${lit(end)}, ${index} ` +
        `FROM (SELECT p.inm_prd_no, p.prd_nm FROM products p JOIN categories c ON c.cat_id = p.cat_id WHERE c.cat_nm IN ('스킨케어', '클렌징') AND p.sold_out_yn = 'N' ` +
        `ORDER BY p.sales_cnt DESC, p.inm_prd_no LIMIT 1 OFFSET ${sample.offset * 2})`,
    );
  });

  statements.push(EMPLOYEE_PRICES_SQL);
  return statements;
}
