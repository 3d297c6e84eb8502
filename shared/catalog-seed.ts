/**
 * The catalog seed generator: a fictional shop's brands, categories, products with
 * realistic Korean names, copy and disclosure, options and small SVG images, as SQL for
 * migrations/0003_catalog.sql, and each product's search text for migrations/0005_search.sql.
 * Deterministic: the same `{ products, seed }` gives the same SQL, byte for byte (no clock, no
 * Math.random). TypeScript with erasable syntax only and no relative imports (its one dependency
 * is the npm package es-hangul, for 초성), so Node 24 runs it as is (`scripts/seed.mjs`) and the
 * worker tests import it.
 *
 * Every statement is on one line and the statements are separated by `;\n`, so a caller can
 * also split the text into statements; `catalogSeedStatements` gives them as a list.
 */

import { getChoseong } from 'es-hangul';

export interface CatalogSeedOptions {
  /** How many products (300 for `npm start`, 10,000 for the benchmark). */
  products: number;
  /** Any integer; the same seed and size always give the same catalog. */
  seed: number;
}

export interface SeedBrand {
  code: string;
  name: string;
  nameEn: string;
  manufacturer: string;
  phone: string;
}

/** The shop's own brand first, then fictional partners. Codes are the 5-character prefix of prdCd. */
export const SEED_BRANDS: readonly SeedBrand[] = [
  { code: 'NKCHA', name: '녹차숍', nameEn: 'Nokcha Shop', manufacturer: '(주)녹차숍코스메틱 / 제조: (주)그린랩 오송공장', phone: '080-023-2026' },
  { code: 'DAMSO', name: '담소', nameEn: 'Damso', manufacturer: '(주)담소뷰티 / 제조: (주)한빛코스팩', phone: '080-456-1004' },
  { code: 'SUMBI', name: '숨비', nameEn: 'Sumbi', manufacturer: '숨비제주(주) / 제조: 제주바이오랩(주)', phone: '1588-3064' },
  { code: 'HANUL', name: '하늘결', nameEn: 'Haneulgyeol', manufacturer: '(주)하늘결 / 제조: (주)코스온', phone: '1644-7719' },
  { code: 'MOAAE', name: '모아애', nameEn: 'Moa-ae', manufacturer: '모아애코리아(주) / 제조: (주)뷰티팜', phone: '02-6952-0088' },
  { code: 'BOMNL', name: '봄날연구소', nameEn: 'Bomnal Lab', manufacturer: '(주)봄날연구소 / 제조: (주)씨앤에프', phone: '070-4800-1230' },
];

type Shape = 'bottle' | 'tube' | 'jar' | 'pump' | 'stick' | 'compact' | 'sheet';

interface SeedSubcategory {
  name: string;
  types: readonly string[];
  shape: Shape;
  /** List price range in thousands of KRW. */
  price: readonly [number, number];
  sizes: readonly string[];
  /** `volume`: options are sizes and sets; `shade`: options are shades. */
  options: 'volume' | 'shade';
  usage: string;
}

interface SeedCategory {
  name: string;
  subcategories: readonly SeedSubcategory[];
}

/** A subcategory as one row of the table below: `SeedSubcategory`'s fields but `usage`, in its order. */
type SubcategoryRow = readonly [
  name: string,
  types: readonly string[],
  shape: Shape,
  price: readonly [number, number],
  sizes: readonly string[],
  options: SeedSubcategory['options'],
];

/** The categories and their subcategories, a row each: read by `SEED_CATEGORIES`. */
const CATEGORY_TABLE: readonly (readonly [category: string, subcategories: readonly SubcategoryRow[]])[] = [
  [
    '스킨케어',
    [
      ['스킨/토너', ['토너', '스킨', '토너 패드', '밸런싱 토너'], 'bottle', [15, 38], ['150ml', '200ml', '250ml'], 'volume'],
      ['로션/에멀전', ['로션', '에멀전', '수분 에멀전'], 'pump', [18, 42], ['120ml', '150ml'], 'volume'],
      ['에센스/세럼', ['세럼', '에센스', '앰플', '부스팅 에센스'], 'bottle', [25, 68], ['30ml', '50ml', '80ml'], 'volume'],
      ['크림', ['크림', '수분 크림', '장벽 크림', '아이크림', '나이트 크림'], 'jar', [28, 89], ['30ml', '50ml', '60ml'], 'volume'],
      ['마스크/팩', ['시트 마스크', '슬리핑 마스크', '워시오프 팩', '모델링 팩'], 'sheet', [3, 28], ['25ml x 5매', '100ml', '23g x 10매'], 'volume'],
      ['선케어', ['선크림', '선세럼', '선스틱', '톤업 선크림'], 'tube', [16, 32], ['50ml', '60ml', '18g'], 'volume'],
    ],
  ],
  [
    '메이크업',
    [
      ['베이스', ['쿠션', '파운데이션', '컨실러', '메이크업 베이스'], 'compact', [22, 48], ['15g', '30ml', '6.5g'], 'shade'],
      ['립', ['립 틴트', '립스틱', '립 밤', '립 글로스'], 'stick', [12, 32], ['4g', '3.5g', '5ml'], 'shade'],
      ['아이', ['아이섀도 팔레트', '아이라이너', '마스카라', '브로우 펜슬'], 'stick', [12, 39], ['0.5g', '8g', '0.3g'], 'shade'],
      ['치크/하이라이터', ['블러셔', '하이라이터', '멀티 밤'], 'compact', [15, 32], ['5g', '6g'], 'shade'],
    ],
  ],
  [
    '바디',
    [
      ['바디워시', ['바디워시', '바디 스크럽', '샤워 젤'], 'pump', [12, 28], ['300ml', '500ml'], 'volume'],
      ['바디로션', ['바디로션', '바디크림', '바디 오일'], 'pump', [15, 36], ['250ml', '400ml'], 'volume'],
      ['핸드케어', ['핸드크림', '핸드 세럼', '풋크림'], 'tube', [8, 22], ['50ml', '75ml', '30ml'], 'volume'],
      ['데오드란트', ['데오드란트 스틱', '바디 미스트'], 'stick', [10, 24], ['50g', '100ml'], 'volume'],
    ],
  ],
  [
    '헤어',
    [
      ['샴푸', ['샴푸', '약산성 샴푸', '탈모 증상 완화 샴푸'], 'pump', [14, 32], ['500ml', '780ml'], 'volume'],
      ['트리트먼트', ['트리트먼트', '헤어 팩', '컨디셔너'], 'tube', [14, 34], ['200ml', '330ml'], 'volume'],
      ['헤어에센스', ['헤어 오일', '헤어 세럼', '헤어 미스트'], 'bottle', [12, 30], ['70ml', '100ml', '150ml'], 'volume'],
      ['두피케어', ['두피 스케일러', '두피 토닉', '두피 앰플'], 'bottle', [18, 42], ['100ml', '120ml'], 'volume'],
    ],
  ],
  [
    '클렌징',
    [
      ['클렌징폼', ['클렌징 폼', '약산성 폼', '젤 클렌저'], 'tube', [9, 24], ['150ml', '200ml'], 'volume'],
      ['클렌징오일', ['클렌징 오일', '클렌징 밤'], 'pump', [16, 34], ['200ml', '100ml'], 'volume'],
      ['클렌징워터', ['클렌징 워터', '립앤아이 리무버'], 'bottle', [10, 26], ['300ml', '500ml', '100ml'], 'volume'],
      ['필링/스크럽', ['필링 젤', '각질 패드', '효소 파우더'], 'jar', [12, 29], ['120ml', '60매', '50g'], 'volume'],
    ],
  ],
];

/** How to use a product of each subcategory, by the subcategory's name (names are unique across categories). */
const USAGE: Readonly<Record<string, string>> = {
  '스킨/토너': '세안 후 화장솜이나 손에 적당량을 덜어 피부결을 따라 가볍게 두드려 흡수시킵니다.',
  '로션/에멀전': '토너 다음 단계에서 적당량을 얼굴 전체에 펴 바르고 가볍게 두드려 흡수시킵니다.',
  '에센스/세럼': '토너 다음 단계에서 스포이드로 2~3방울 덜어 얼굴 전체에 펴 바릅니다.',
  크림: '스킨케어 마지막 단계에서 적당량을 덜어 얼굴 전체에 부드럽게 펴 바릅니다.',
  '마스크/팩': '세안 후 토너로 피부결을 정돈한 뒤 얼굴에 밀착시키고 15~20분 후 떼어냅니다.',
  선케어: '외출 15~30분 전 스킨케어 마지막 단계에서 얼굴과 목에 골고루 펴 바르고, 2~3시간마다 덧바릅니다.',
  베이스: '퍼프나 브러시에 적당량을 덜어 얼굴 중앙에서 바깥쪽으로 두드리듯 펴 바릅니다.',
  립: '입술 안쪽부터 바깥쪽으로 그러데이션하듯 바릅니다.',
  아이: '눈매를 따라 원하는 만큼 덧발라 표현합니다.',
  '치크/하이라이터': '브러시나 손끝으로 광대 위에 가볍게 쓸어 바릅니다.',
  바디워시: '샤워볼이나 손에 적당량을 덜어 충분히 거품을 낸 뒤 몸을 마사지하고 물로 헹굽니다.',
  바디로션: '샤워 후 물기를 가볍게 닦고 적당량을 몸 전체에 펴 바릅니다.',
  핸드케어: '손을 씻은 뒤 적당량을 손등과 손끝까지 펴 바릅니다.',
  데오드란트: '깨끗하고 건조한 피부에 적당량을 바릅니다.',
  샴푸: '젖은 모발과 두피에 적당량을 덜어 거품을 내 마사지한 뒤 충분히 헹굽니다.',
  트리트먼트: '샴푸 후 모발 끝 위주로 바르고 3~5분 뒤 헹굽니다.',
  헤어에센스: '타월 드라이 후 모발 중간부터 끝까지 골고루 바릅니다.',
  두피케어: '샴푸 전 또는 후 두피에 직접 도포하고 손끝으로 부드럽게 마사지합니다.',
  클렌징폼: '적당량을 덜어 물과 함께 충분히 거품을 낸 뒤 얼굴을 마사지하고 미온수로 헹굽니다.',
  클렌징오일: '마른 손과 얼굴에 적당량을 펴 발라 메이크업을 녹인 뒤 물로 유화시켜 헹굽니다.',
  클렌징워터: '화장솜에 충분히 적셔 얼굴을 부드럽게 닦아냅니다.',
  '필링/스크럽': '주 1~2회 세안 후 적당량을 덜어 부드럽게 문지른 뒤 헹굽니다.',
};

export const SEED_CATEGORIES: readonly SeedCategory[] = CATEGORY_TABLE.map(([name, rows]) => ({
  name,
  subcategories: rows.map(([name, types, shape, price, sizes, options]) => ({ name, types, shape, price, sizes, options, usage: USAGE[name] })),
}));

interface SeedLine {
  name: string;
  key: string;
  inci: string;
  claim: string;
  skin: string;
  hue: number;
}

/** `건성, 복합성` → `건성, 복합성 피부`; a list that already names 피부 (`민감성, 모든 피부`) stays as it is. */
const skinPhrase = (skin: string): string => (skin.includes('피부') ? skin : `${skin} 피부`);

/** Ingredient lines: the part of a product name that says what is in it. */
const LINES: readonly SeedLine[] = [
  { name: '그린티 씨드', key: '제주 녹차씨 오일', inci: '녹차씨오일', claim: '속당김 없이 촉촉하게 채워 주는', skin: '건성, 복합성', hue: 130 },
  { name: '제주 녹차', key: '제주 유기농 녹차 추출물', inci: '차잎추출물', claim: '번들거림 없이 산뜻하게 정돈하는', skin: '지성, 복합성', hue: 110 },
  { name: '어린쑥', key: '강화 어린쑥 추출물', inci: '쑥추출물', claim: '예민해진 피부를 편안하게 진정시키는', skin: '민감성, 모든 피부', hue: 95 },
  { name: '병풀 시카', key: '병풀 추출물', inci: '병풀추출물', claim: '붉어진 피부를 빠르게 진정시키는', skin: '민감성, 트러블성', hue: 150 },
  { name: '동백', key: '동백꽃 오일', inci: '동백나무씨오일', claim: '푸석한 피부에 윤기를 더하는', skin: '건성, 악건성', hue: 350 },
  { name: '쌀겨 브라이트닝', key: '쌀겨 추출물', inci: '쌀겨추출물', claim: '칙칙한 피부 톤을 맑게 밝혀 주는', skin: '모든 피부', hue: 40 },
  { name: '유자 비타', key: '고흥 유자 추출물', inci: '유자열매추출물', claim: '비타민 에너지로 생기를 더하는', skin: '모든 피부', hue: 50 },
  { name: '히알루론 수분', key: '8중 히알루론산', inci: '소듐하이알루로네이트', claim: '피부 속까지 수분을 채워 주는', skin: '건성, 모든 피부', hue: 200 },
  { name: '세라마이드 배리어', key: '세라마이드 NP', inci: '세라마이드엔피', claim: '무너진 피부 장벽을 튼튼하게 가꾸는', skin: '건성, 민감성', hue: 30 },
  { name: '레티놀 리페어', key: '캡슐 레티놀', inci: '레티놀', claim: '탄력 있는 피부로 가꾸는', skin: '모든 피부 (민감성 제외)', hue: 280 },
  { name: '블랙티 유스', key: '발효 홍차 추출물', inci: '발효홍차추출물', claim: '지친 피부에 활력을 채우는', skin: '모든 피부', hue: 15 },
  { name: '연꽃 카밍', key: '연꽃 추출물', inci: '연꽃추출물', claim: '순하게 진정시켜 맑게 가꾸는', skin: '민감성, 모든 피부', hue: 320 },
];

const EDITIONS = ['', '', '', '', ' 리치', ' 라이트', ' 마일드', ' 딥', ' 인텐시브', ' 데일리'];
const SHADES = ['21호 라이트 베이지', '23호 내추럴 베이지', '13호 포슬린', '01 로지 핑크', '02 코랄 피치', '03 모브 로즈', '04 브릭 레드', '05 누드 베이지'];
const BASE_INCI = [
  '정제수',
  '부틸렌글라이콜',
  '글리세린',
  '1,2-헥산다이올',
  '나이아신아마이드',
  '판테놀',
  '알란토인',
  '베타인',
  '카보머',
  '트로메타민',
  '잔탄검',
  '다이소듐이디티에이',
  '에틸헥실글리세린',
  '아데노신',
];

/** mulberry32: a small, fast, seedable PRNG; the same seed gives the same stream everywhere. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A SQL literal: a number as is, a string quoted, null as NULL. */
function lit(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** The particle after `word`: `withFinal` after a closing consonant (받침), else `without`. */
function josa(word: string, withFinal: string, without: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0 ? withFinal : without;
}

/** 14-digit yyyyMMddHHmmss, `daysBack` days before 2026-11-01 10:00 (a fixed date, not the clock). */
function dttm(daysBack: number, minute: number): string {
  const date = new Date(Date.UTC(2026, 10, 1, 10, minute % 60) - daysBack * 86_400_000);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}${pad(date.getUTCHours(), 2)}${pad(date.getUTCMinutes(), 2)}00`;
}

/** A small product image: the container's silhouette in the line's colour, with the brand and type. */
export function productSvg(shape: Shape, hue: number, brand: string, type: string, variant: number): string {
  const body = `hsl(${hue} 45% ${variant === 0 ? 62 : 72}%)`;
  const dark = `hsl(${hue} 40% 30%)`;
  const shapes: Record<Shape, string> = {
    bottle: `<rect x="58" y="22" width="44" height="18" rx="4" fill="${dark}"/><rect x="44" y="40" width="72" height="100" rx="14" fill="${body}"/>`,
    pump: `<path d="M74 14h22v8h-8v10h-14z" fill="${dark}"/><rect x="70" y="32" width="20" height="12" fill="${dark}"/><rect x="46" y="44" width="68" height="98" rx="12" fill="${body}"/>`,
    tube: `<rect x="66" y="122" width="28" height="20" rx="3" fill="${dark}"/><path d="M46 20h68l-8 102H54z" fill="${body}"/>`,
    jar: `<rect x="38" y="52" width="84" height="22" rx="6" fill="${dark}"/><rect x="34" y="74" width="92" height="66" rx="14" fill="${body}"/>`,
    stick: `<rect x="66" y="14" width="28" height="34" rx="12" fill="${dark}"/><rect x="62" y="48" width="36" height="94" rx="6" fill="${body}"/>`,
    compact: `<circle cx="80" cy="86" r="52" fill="${body}"/><circle cx="80" cy="86" r="34" fill="${dark}" opacity=".25"/>`,
    sheet: `<path d="M36 26h88v108H36z" fill="${body}"/><path d="M36 26h88v16H36z" fill="${dark}"/>`,
  };
  const label = variant === 0 ? brand : type;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img">` +
    `<rect width="160" height="160" fill="hsl(${hue} 30% 95%)"/>${shapes[shape]}` +
    `<text x="80" y="154" font-family="sans-serif" font-size="11" text-anchor="middle" fill="${dark}">${label}</text></svg>`
  );
}

/**
 * The 초성 of each word of `text`, once each: shared/search/search-text.ts's `choseongWords`,
 * repeated to keep this file free of relative imports (a shared test keeps the two equal).
 */
export function seedChoseongWords(text: string): string {
  const words = text.normalize('NFC').split(/[^가-힣A-Za-z0-9]+/);
  return [...new Set(words.map((word) => getChoseong(word)).filter((initial) => initial !== ''))].join(' ');
}

/**
 * Joins rows into multi-row INSERTs of at most 30,000 UTF-16 units each: at most 90 KB of UTF-8
 * (Hangul takes 3 bytes), under D1's 100 KB cap on a statement.
 */
function inserts(head: string, rows: readonly string[]): string[] {
  const statements: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const row of rows) {
    if (batch.length && size + row.length > 30_000) {
      statements.push(`${head} VALUES ${batch.join(', ')}`);
      batch = [];
      size = 0;
    }
    batch.push(row);
    size += row.length + 2;
  }
  if (batch.length) statements.push(`${head} VALUES ${batch.join(', ')}`);
  return statements;
}

/** The seed as a list of single-line SQL statements. */
export function catalogSeedStatements({ products, seed }: CatalogSeedOptions): string[] {
  if (!Number.isInteger(products) || products < 0) throw new RangeError(`products must be a non-negative integer: ${products}`);
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

  const brandRows = SEED_BRANDS.map((b, i) => `(${lit(b.code)}, ${lit(b.name)}, ${lit(b.nameEn)}, ${i})`);
  const categoryRows: string[] = [];
  const subRows: string[] = [];
  const subs: { catId: number; subId: number; cat: SeedCategory; sub: SeedSubcategory }[] = [];
  SEED_CATEGORIES.forEach((cat, ci) => {
    const catId = ci + 1;
    categoryRows.push(`(${catId}, ${lit(cat.name)}, ${ci})`);
    cat.subcategories.forEach((sub, si) => {
      const subId = catId * 100 + si + 1;
      subRows.push(`(${subId}, ${catId}, ${lit(sub.name)}, ${si})`);
      subs.push({ catId, subId, cat, sub });
    });
  });

  const productRows: string[] = [];
  const optionRows: string[] = [];
  const imageRows: string[] = [];
  const searchRows: string[] = [];
  const usedNames = new Set<string>();
  for (let i = 1; i <= products; i++) {
    // The shop's own brand carries about a third of the catalog.
    const brand = random() < 0.35 ? SEED_BRANDS[0] : pick(SEED_BRANDS.slice(1));
    const { catId, subId, cat, sub } = pick(subs);
    const line = pick(LINES);
    const type = pick(sub.types);
    let name = `${brand.name} ${line.name} ${type}${pick(EDITIONS)}`;
    if (usedNames.has(name)) name = `${name} ${pad(i % 100, 2)}호`;
    usedNames.add(name);
    const size = pick(sub.sizes);

    const cnsm = between(sub.price[0] * 2, sub.price[1] * 2) * 500;
    const dcRate = random() < 0.5 ? 0 : between(2, 10) * 5;
    const sale = Math.round((cnsm * (100 - dcRate)) / 100 / 100) * 100;
    const hot = dcRate >= 30 && random() < 0.5;
    const daysBack = between(0, 720);
    const salesCnt = Math.floor(random() ** 3 * 20_000);
    const reviewCnt = Math.floor(salesCnt * (0.05 + random() * 0.2));
    const rating = reviewCnt ? Math.round((3.6 + random() * 1.4) * 10) / 10 : 0;

    const inmPrdNo = `1${pad(i, 8)}`;
    const productCode = `${brand.code.slice(0, 2)}${pad(i, 7)}`;
    const functional = /선/.test(type)
      ? '자외선 차단 기능성화장품 (식품의약품안전처 심사 필)'
      : /탈모/.test(type)
        ? '탈모 증상 완화 기능성화장품 (식품의약품안전처 심사 필)'
        : line.name.startsWith('쌀겨') || line.name.startsWith('레티놀')
          ? `${line.name.startsWith('쌀겨') ? '미백' : '주름 개선'} 기능성화장품 (식품의약품안전처 심사 필)`
          : '해당 없음';
    const inci = [...BASE_INCI.slice(0, 3), line.inci, ...BASE_INCI.slice(3, 3 + between(4, 11))].join(', ');
    const summary = `${line.key}${josa(line.key, '을', '를')} 담아 ${line.claim} ${type}`;
    const description =
      `${brand.name}의 ${line.name} 라인 ${type}입니다. ${line.key}${josa(line.key, '이', '가')} ${line.claim.replace(/는$/, '고')}, ` +
      `가볍게 스며들어 끈적임 없이 마무리됩니다. ${cat.name} 루틴의 ${sub.name} 단계에서 매일 쓰기 좋도록 ` +
      `피부 자극 테스트를 마쳤으며, ${skinPhrase(line.skin)}에 특히 추천합니다.`;
    const stockZero = random() < 0.05;
    const soldOut = stockZero ? 'Y' : 'N';
    const maxBuy = hot ? between(2, 3) : pick([5, 10, 10, 20]);

    // Drawn here, in the seed's order of draws; written after the options, whose stock it needs.
    const productValues = [
      lit(inmPrdNo),
      lit(productCode),
      lit(brand.code),
      catId,
      subId,
      lit(name),
      lit(summary),
      lit(description),
      cnsm,
      sale,
      dcRate,
      lit(salesCnt > 8_000 ? 'Y' : 'N'),
      lit(daysBack < 45 ? 'Y' : 'N'),
      lit(hot ? 'Y' : 'N'),
      lit(dcRate > 0 ? 'Y' : 'N'),
      lit(soldOut),
      maxBuy,
      salesCnt,
      reviewCnt,
      rating,
      lit(dttm(daysBack, i)),
      lit(size),
      lit(line.skin),
      lit('제조일로부터 36개월, 개봉 후 12개월'),
      lit(sub.usage),
      lit(brand.manufacturer),
      lit(pick(['대한민국', '대한민국', '대한민국', '대한민국', '프랑스', '일본'])),
      lit(inci),
      lit(functional),
      lit(
        '1) 화장품 사용 시 또는 사용 후 직사광선에 의하여 사용부위가 붉은 반점, 부어오름 또는 가려움증 등의 이상 증상이나 부작용이 있는 경우 전문의 등과 상담할 것 2) 상처가 있는 부위 등에는 사용을 자제할 것 3) 어린이의 손이 닿지 않는 곳에 보관할 것 4) 직사광선을 피해서 보관할 것',
      ),
      lit('본 제품에 이상이 있을 경우 공정거래위원회 고시 「소비자분쟁해결기준」에 의거 보상해 드립니다.'),
      // The brand's line, named so: the shop's own centre has another number.
      lit(`${brand.name} 고객상담실 ${brand.phone}`),
    ];

    const optionNames: string[] =
      sub.options === 'shade'
        ? SHADES.slice(0, 8)
            .filter(() => random() < 0.45)
            .slice(0, 4)
        : [`단품 ${size}`, ...(random() < 0.4 ? [`기획세트 ${size} + 미니 증정`] : []), ...(random() < 0.2 ? [`더블 기획 ${size} x 2`] : [])];
    if (optionNames.length === 0) optionNames.push(SHADES[between(0, SHADES.length - 1)]);
    let stocked = false;
    optionNames.forEach((optionName, j) => {
      const factor = optionName.startsWith('더블') ? 1.8 : optionName.startsWith('기획') ? 1.1 : 1;
      const optionCnsm = Math.round((cnsm * factor) / 100) * 100;
      const optionSale = Math.round((optionCnsm * (100 - dcRate)) / 100 / 100) * 100;
      const stock = stockZero ? 0 : random() < 0.08 ? 0 : between(1, 300);
      stocked ||= stock > 0;
      optionRows.push(
        `(${lit(`2${pad(i, 7)}${pad(j + 1, 2)}`)}, ${lit(inmPrdNo)}, ${lit(optionName)}, ${lit(`${brand.code}${pad(i, 6)}${j + 1}`)}, ${optionCnsm}, ${optionSale}, ${stock}, ${j})`,
      );
    });

    // Sold out as migrations/0050_sold_out_last.sql keeps it: marked so, or no option with stock.
    const keptSoldOut = soldOut === 'Y' || !stocked ? 1 : 0;
    productRows.push(`(${[...productValues, keptSoldOut].join(', ')})`);

    for (let v = 0; v < 2; v++) {
      const alt = v === 0 ? `${name} 대표 이미지` : `${name} 상세 이미지`;
      imageRows.push(`(${lit(inmPrdNo)}, ${v}, ${lit(alt)}, ${lit(productSvg(sub.shape, line.hue, brand.nameEn, type, v))})`);
    }

    // The search text reads only values drawn above, so the rest of the SQL stays as it was.
    const tags = [type, line.key, line.inci, line.skin].join(', ');
    searchRows.push(
      `(${lit(inmPrdNo)}, ${lit(name)}, ${lit(`${brand.name} ${brand.nameEn}`)}, ${lit(`${cat.name} ${sub.name}`)}, ${lit(type)}, ${lit(tags)}, ` +
        `${lit(seedChoseongWords(name))}, ${catId}, ${lit(brand.code)}, ${sale}, ${salesCnt}, ${lit(dttm(daysBack, i))}, ${keptSoldOut})`,
    );
  }

  return [
    ...inserts('INSERT OR IGNORE INTO brands (brand_cd, brand_nm, brand_nm_en, sort_ord)', brandRows),
    ...inserts('INSERT OR IGNORE INTO categories (cat_id, cat_nm, sort_ord)', categoryRows),
    ...inserts('INSERT OR IGNORE INTO subcategories (sub_cat_id, cat_id, sub_cat_nm, sort_ord)', subRows),
    ...inserts(
      'INSERT INTO products (inm_prd_no, product_code, brand_cd, cat_id, sub_cat_id, prd_nm, summary, description, cnsm_amt, sale_amt, dc_rate, best_yn, new_yn, hot_yn, sale_yn, sold_out_yn, max_buy_qty, sales_cnt, review_cnt, rating_avg, reg_dttm, capacity, skin_type, expiry_info, usage_info, manufacturer, origin_country, ingredients, functional_info, caution, quality_std, cs_phone, sold_out)',
      productRows,
    ),
    ...inserts('INSERT INTO product_options (inm_optn_prd_no, inm_prd_no, prd_optn_nm, prd_cd, cnsm_amt, sale_amt, stock, sort_ord)', optionRows),
    ...inserts('INSERT INTO product_images (inm_prd_no, sort_ord, alt, svg)', imageRows),
    ...inserts(
      'INSERT INTO search_docs (inm_prd_no, prd_nm, brand_nm, cat_nm, type_nm, tags, name_choseong, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm, sold_out)',
      searchRows,
    ),
  ];
}

/** The seed as SQL text: the statements of `catalogSeedStatements`, one a line. */
export function catalogSeedSql(options: CatalogSeedOptions): string {
  return `${catalogSeedStatements(options).join(';\n')};\n`;
}
