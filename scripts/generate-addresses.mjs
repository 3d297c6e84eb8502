// Generates the bundled road-name address dataset the embedded address search uses
// (edge/src/address-search/road-address-data.ts): real 시/도, 시/군/구, 법정동 and 도로명, with
// building numbers, 지번 and 5-digit 우편번호 drawn from a fixed seed, so every run writes the same
// file. Run `node scripts/generate-addresses.mjs` after changing the regions below.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** [시/도, 시/군/구 ('' for 세종), first 우편번호 of the district, [도로명, 법정동…][]] */
const DISTRICTS = [
  [
    '서울특별시',
    '강남구',
    6000,
    [
      ['테헤란로', '역삼동', '삼성동'],
      ['강남대로', '역삼동', '논현동'],
      ['도산대로', '신사동', '논현동'],
      ['봉은사로', '삼성동'],
      ['선릉로', '대치동'],
      ['압구정로', '압구정동'],
    ],
  ],
  [
    '서울특별시',
    '서초구',
    6500,
    [
      ['서초대로', '서초동'],
      ['반포대로', '반포동'],
      ['사평대로', '반포동'],
      ['방배로', '방배동'],
    ],
  ],
  [
    '서울특별시',
    '종로구',
    3000,
    [
      ['세종대로', '세종로'],
      ['종로', '종로1가', '종로2가'],
      ['사직로', '사직동'],
      ['북촌로', '가회동'],
      ['자하문로', '청운동'],
    ],
  ],
  [
    '서울특별시',
    '중구',
    4500,
    [
      ['세종대로', '태평로1가'],
      ['을지로', '을지로1가', '을지로2가'],
      ['퇴계로', '충무로1가'],
      ['명동길', '명동2가'],
    ],
  ],
  [
    '서울특별시',
    '마포구',
    3900,
    [
      ['월드컵로', '망원동', '성산동'],
      ['양화로', '서교동'],
      ['와우산로', '서교동'],
      ['독막로', '상수동'],
      ['마포대로', '공덕동'],
    ],
  ],
  [
    '서울특별시',
    '송파구',
    5500,
    [
      ['올림픽로', '잠실동'],
      ['송파대로', '가락동'],
      ['백제고분로', '석촌동'],
      ['위례성대로', '방이동'],
    ],
  ],
  [
    '서울특별시',
    '영등포구',
    7200,
    [
      ['여의대로', '여의도동'],
      ['국제금융로', '여의도동'],
      ['영중로', '영등포동'],
    ],
  ],
  [
    '서울특별시',
    '성동구',
    4700,
    [
      ['왕십리로', '성수동1가', '행당동'],
      ['아차산로', '성수동2가'],
      ['서울숲길', '성수동1가'],
    ],
  ],
  [
    '부산광역시',
    '해운대구',
    48000,
    [
      ['해운대해변로', '우동', '중동'],
      ['센텀중앙로', '우동'],
      ['달맞이길', '중동'],
    ],
  ],
  [
    '부산광역시',
    '부산진구',
    47100,
    [
      ['중앙대로', '부전동'],
      ['서면로', '부전동'],
      ['전포대로', '전포동'],
    ],
  ],
  [
    '대구광역시',
    '중구',
    41900,
    [
      ['동성로', '삼덕동1가'],
      ['국채보상로', '동인동1가'],
      ['달구벌대로', '동산동'],
    ],
  ],
  [
    '인천광역시',
    '연수구',
    21900,
    [
      ['컨벤시아대로', '송도동'],
      ['센트럴로', '송도동'],
      ['송도과학로', '송도동'],
    ],
  ],
  [
    '광주광역시',
    '서구',
    61900,
    [
      ['상무중앙로', '치평동'],
      ['무진대로', '광천동'],
    ],
  ],
  [
    '대전광역시',
    '유성구',
    34000,
    [
      ['대학로', '궁동'],
      ['엑스포로', '도룡동'],
      ['유성대로', '봉명동'],
    ],
  ],
  [
    '울산광역시',
    '남구',
    44600,
    [
      ['삼산로', '삼산동'],
      ['번영로', '달동'],
    ],
  ],
  [
    '세종특별자치시',
    '',
    30100,
    [
      ['한누리대로', '나성동'],
      ['도움1로', '어진동'],
    ],
  ],
  [
    '경기도',
    '성남시 분당구',
    13400,
    [
      ['판교역로', '백현동'],
      ['황새울로', '수내동'],
      ['성남대로', '정자동'],
    ],
  ],
  [
    '경기도',
    '수원시 영통구',
    16400,
    [
      ['광교중앙로', '하동'],
      ['영통로', '영통동'],
    ],
  ],
  [
    '경기도',
    '고양시 일산동구',
    10300,
    [
      ['중앙로', '장항동'],
      ['정발산로', '장항동'],
    ],
  ],
  [
    '강원특별자치도',
    '춘천시',
    24200,
    [
      ['중앙로', '중앙로1가'],
      ['춘천로', '효자동'],
    ],
  ],
  [
    '충청북도',
    '청주시 상당구',
    28500,
    [
      ['상당로', '북문로1가'],
      ['대성로', '수동'],
    ],
  ],
  [
    '충청남도',
    '천안시 서북구',
    31100,
    [
      ['불당대로', '불당동'],
      ['번영로', '성정동'],
    ],
  ],
  [
    '전북특별자치도',
    '전주시 완산구',
    54900,
    [
      ['팔달로', '중앙동1가'],
      ['기린대로', '서노송동'],
    ],
  ],
  [
    '전라남도',
    '여수시',
    59700,
    [
      ['여수시청로', '학동'],
      ['좌수영로', '중앙동'],
    ],
  ],
  [
    '경상북도',
    '포항시 남구',
    37800,
    [
      ['포스코대로', '대도동'],
      ['중흥로', '상도동'],
    ],
  ],
  [
    '경상남도',
    '창원시 성산구',
    51400,
    [
      ['중앙대로', '용호동'],
      ['원이대로', '상남동'],
    ],
  ],
  [
    '제주특별자치도',
    '제주시',
    63100,
    [
      ['중앙로', '이도일동'],
      ['노연로', '연동'],
    ],
  ],
];

/** Real buildings kept exactly, so the obvious searches find them: road, 건물번호 → 지번, 우편번호, 건물명. */
const LANDMARKS = {
  '강남구 테헤란로 152': ['역삼동', '737', '06236', '강남파이낸스센터'],
  '중구 세종대로 110': ['태평로1가', '31', '04524', '서울특별시청'],
};

const APARTMENT_BRANDS = ['래미안', '자이', '푸르지오', '힐스테이트', '아이파크', '더샵', '롯데캐슬', 'e편한세상'];
const OFFICE_SUFFIXES = ['빌딩', '타워', '프라자', '오피스텔', '센터', '상가'];

/** mulberry32: a small seeded generator, so the dataset is the same on every machine. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function buildingName(random, emdNm, roadNm) {
  const roll = random();
  if (roll < 0.55) return '';
  const dong = emdNm.replace(/\d*가$|\d*동$|로$/, '');
  const place = dong.length >= 2 ? dong : roadNm.replace(/로$|길$/, '');
  if (roll < 0.75) return `${place}${APARTMENT_BRANDS[Math.floor(random() * APARTMENT_BRANDS.length)]}`;
  return `${place}${OFFICE_SUFFIXES[Math.floor(random() * OFFICE_SUFFIXES.length)]}`;
}

/** One road's buildings as `건물번호~우편번호차~법정동순번~지번~건물명` joined by `;`. */
function roadBuildings(random, sggNm, roadNm, emds) {
  // At least 30 a road, so a bare road name always asks for a more detailed address.
  const count = 30 + Math.floor(random() * 36);
  const buildings = [];
  let odd = 1;
  let even = 2;
  let jibun = 10 + Math.floor(random() * 600);
  for (let index = 0; index < count; index += 1) {
    // Odd numbers on one side of the road, even on the other, as the 도로명주소 numbering goes.
    const side = index % 2 === 0;
    const main = side ? odd : even;
    if (side) odd += 2 + 2 * Math.floor(random() * 6);
    else even += 2 + 2 * Math.floor(random() * 6);
    const sub = random() < 0.12 ? `-${1 + Math.floor(random() * 9)}` : '';
    const bldNo = `${main}${sub}`;
    jibun += 1 + Math.floor(random() * 12);
    const emdIndex = Math.min(emds.length - 1, Math.floor((index / count) * emds.length));
    const zipDelta = Math.floor(main / 24);
    const landmark = LANDMARKS[`${sggNm} ${roadNm} ${bldNo}`];
    const jibunNo = random() < 0.4 ? `${jibun}-${1 + Math.floor(random() * 40)}` : `${jibun}`;
    buildings.push([bldNo, zipDelta, emdIndex, jibunNo, buildingName(random, emds[emdIndex], roadNm), landmark]);
  }
  for (const [key, [emdNm, jibunNo, zipNo, bdNm]] of Object.entries(LANDMARKS)) {
    const [landmarkSgg, landmarkRoad, bldNo] = key.split(' ');
    if (landmarkSgg !== sggNm || landmarkRoad !== roadNm || buildings.some(([number]) => number === bldNo)) continue;
    buildings.push([bldNo, `=${zipNo}`, Math.max(0, emds.indexOf(emdNm)), jibunNo, bdNm]);
  }
  // Listed in numbering order, as a search answers them.
  const order = (bldNo) => bldNo.split('-').reduce((sum, part, index) => sum + Number(part) / (index === 0 ? 1 : 100), 0);
  buildings.sort((a, b) => order(a[0]) - order(b[0]));
  return buildings.map(([bldNo, zipDelta, emdIndex, jibunNo, bdNm, landmark]) =>
    landmark
      ? [bldNo, `=${landmark[2]}`, Math.max(0, emds.indexOf(landmark[0])), landmark[1], landmark[3]].join('~')
      : [bldNo, zipDelta, emdIndex, jibunNo, bdNm].join('~'),
  );
}

function generate() {
  const random = seeded(20261122);
  const roads = [];
  for (const [siNm, sggNm, zipStart, roadList] of DISTRICTS) {
    roadList.forEach(([roadNm, ...emds], roadIndex) => {
      const zipBase = String(zipStart + roadIndex * 37).padStart(5, '0');
      roads.push([siNm, sggNm, roadNm, emds.join(','), zipBase, roadBuildings(random, sggNm, roadNm, emds).join(';')].join('|'));
    });
  }
  return roads;
}

/** The text of road-address-data.ts. */
export function addressModuleText() {
  const roads = generate();
  return [
    '// Generated by scripts/generate-addresses.mjs; do not edit by hand.',
    '// One road a line: 시/도|시/군/구|도로명|법정동,…|첫 우편번호|건물번호~우편번호차(=우편번호)~법정동순번~지번~건물명;…',
    'export const ROAD_ADDRESS_LINES: readonly string[] = [',
    ...roads.map((line) => `  ${JSON.stringify(line)},`),
    '];',
    '',
  ].join('\n');
}

export const ADDRESS_MODULE = fileURLToPath(new URL('../edge/src/address-search/road-address-data.ts', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = addressModuleText();
  writeFileSync(ADDRESS_MODULE, text);
  const count = text
    .split('\n')
    .filter((line) => line.startsWith('  "'))
    .reduce((sum, line) => sum + line.split('|')[5].split(';').length, 0);
  console.log(`${count} addresses → ${ADDRESS_MODULE}`);
}
