/**
 * 전자공고 (`/cu/support/financial`), seeded into D1 by the `terms` seed part: the company's yearly
 * 결산공고 (상법 제449조 제3항), published on its website as its articles allow (상법 제289조 제3항).
 * Each year's notice is a version of the page, dated by its 공고일, so earlier years stay selectable.
 * Every version ends with the same 전자금융거래 안내 (`support/financial` also serves as the
 * 전자금융거래 notice), pointing to the 전자금융거래 이용약관 (`efinance`, e-finance-terms.ts).
 */
import { BUSINESS } from '#shared/business';
import { formatNumber } from '#shared/format';

interface Settlement {
  term: number;
  year: number;
  /** 유동자산, 비유동자산, 유동부채, 비유동부채, 이익잉여금 (원). */
  balance: [number, number, number, number, number];
  /** 매출액, 매출원가, 판매비와관리비, 영업외수익, 영업외비용, 법인세비용 (원). */
  income: [number, number, number, number, number, number];
}

/**
 * Not part of the 결산공고 itself, so a heading of its own level rather than a subsection: the same
 * text in every year's version, as the terms it points to apply whichever notice is shown.
 */
const E_FINANCE_NOTICE = `# 전자금융거래 안내
${BUSINESS.shopName}에서 신용카드, 계좌이체, 가상계좌, 간편결제(토스페이 등)로 결제하신 거래는 [전자금융거래 이용약관](/kr/ko/cu/tnc/efinance)에 따라 처리되며, 전자지급결제대행은 토스페이먼츠(주)가 맡고 있습니다.
- 거래내용의 확인과 서면 교부, 오류의 정정, 접근매체 사고에 대한 회사의 책임은 전자금융거래 이용약관에서 정합니다.
- 분쟁처리 담당: 고객센터 ${BUSINESS.csPhone}, 전자우편 ${BUSINESS.csEmail}
- 분쟁조정 신청: 금융감독원 금융분쟁조정위원회(국번 없이 1332), 한국소비자원(국번 없이 1372)`;

const CAPITAL = 2_500_000_000;
const CAPITAL_SURPLUS = 4_800_000_000;

function settlementNotice({ term, year, balance, income }: Settlement): string {
  const [currentAssets, fixedAssets, currentDebts, longDebts, retained] = balance;
  const [sales, cost, expenses, otherIncome, otherCost, tax] = income;
  const assets = currentAssets + fixedAssets;
  const debts = currentDebts + longDebts;
  const equity = CAPITAL + CAPITAL_SURPLUS + retained;
  const gross = sales - cost;
  const operating = gross - expenses;
  const beforeTax = operating + otherIncome - otherCost;
  const rows = (pairs: [string, number][]) => pairs.map(([name, amount]) => `| ${name} | ${formatNumber(amount)} |`).join('\n');
  return `${BUSINESS.companyName}은 상법 제289조 제3항과 정관 제4조에 따라 회사의 공고를 이 화면(회사 인터넷 홈페이지)에 게재합니다. 전산 장애 등 부득이한 사유로 전자적 방법으로 공고할 수 없을 때에는 서울특별시에서 발행하는 일간 한국경제신문에 게재합니다.

# 제${term}기 결산공고
상법 제449조 제3항에 따라 제${term}기(${year}년 1월 1일부터 ${year}년 12월 31일까지) 재무상태표와 손익계산서를 다음과 같이 공고합니다.

[표] 재무상태표 (${year}년 12월 31일 현재, 단위: 원)
| 과목 | 금액 |
${rows([
  ['유동자산', currentAssets],
  ['비유동자산', fixedAssets],
  ['자산 총계', assets],
  ['유동부채', currentDebts],
  ['비유동부채', longDebts],
  ['부채 총계', debts],
  ['자본금', CAPITAL],
  ['자본잉여금', CAPITAL_SURPLUS],
  ['이익잉여금', retained],
  ['자본 총계', equity],
  ['부채와 자본 총계', debts + equity],
])}

[표] 손익계산서 (${year}년 1월 1일부터 ${year}년 12월 31일까지, 단위: 원)
| 과목 | 금액 |
${rows([
  ['매출액', sales],
  ['매출원가', cost],
  ['매출총이익', gross],
  ['판매비와관리비', expenses],
  ['영업이익', operating],
  ['영업외수익', otherIncome],
  ['영업외비용', otherCost],
  ['법인세비용차감전순이익', beforeTax],
  ['법인세비용', tax],
  ['당기순이익', beforeTax - tax],
])}

## 감사의견
외부감사인 한빛회계법인은 위 재무제표가 회사의 재무상태와 경영성과를 한국채택국제회계기준에 따라 중요성의 관점에서 적정하게 표시하고 있다는 의견(적정)을 표명하였습니다.

## 안내
- 결산공고는 공고일부터 2년 동안 게시합니다. 지난 공고는 위의 공고일 선택에서 볼 수 있습니다.
- 재무제표 전문과 주석은 정기주주총회 승인 후 본점에 비치하며, 주주와 회사채권자는 영업시간 안에 열람할 수 있습니다.
- 문의: 경영지원팀 (${BUSINESS.address})

${BUSINESS.companyName} 대표이사 ${BUSINESS.representative}

${E_FINANCE_NOTICE}`;
}

/** 제4기 (2024년), 2025년 3월 28일 공고. Its 이익잉여금 plus 제5기's 당기순이익 is 제5기's 이익잉여금. */
export const SETTLEMENT_2024 = settlementNotice({
  term: 4,
  year: 2024,
  balance: [15_204_337_812, 8_911_560_004, 9_870_213_556, 3_363_730_000, 3_581_954_260],
  income: [39_517_208_640, 14_812_936_155, 22_541_800_912, 168_330_217, 301_544_090, 391_640_512],
});

/** 제5기 (2025년), 2026년 3월 27일 공고. */
export const SETTLEMENT_2025 = settlementNotice({
  term: 5,
  year: 2025,
  balance: [18_472_915_230, 9_836_204_118, 11_205_448_902, 3_614_870_000, 6_188_800_446],
  income: [46_820_553_900, 17_325_604_211, 26_102_337_540, 214_805_330, 388_120_475, 612_450_818],
});
