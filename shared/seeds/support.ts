/**
 * Seed part `support` (scripts/seed.mjs, migrations/0023_support_content.sql): the customer centre's
 * notices and FAQ, written as a Korean beauty shop writes them. Notices are dated back from the
 * seeding moment; INSERT OR IGNORE by number keeps a second run from writing them twice.
 * Plain TypeScript with erasable syntax only, so Node 24 runs it as is. The review notice states
 * the rewards a shop starts with.
 */
import { formatNumber } from '#shared/format/money';
import { STARTING_REVIEW_SETTINGS as REVIEW } from '#shared/reviews/starting-review-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Number, pinned, days ago, title, body. */
const NOTICES: readonly [number, 'Y' | 'N', number, string, string][] = [
  [1, 'Y', 2, '[안내] 설 연휴 배송 및 고객센터 운영 일정', '설 연휴 기간 배송과 고객센터 운영 일정을 안내드립니다.\n\n## 배송\n- 연휴 전 마지막 출고: 연휴 시작 2일 전 오후 2시 결제 건까지\n- 연휴 후 첫 출고: 연휴 다음 날부터 순차 출고\n\n## 고객센터\n- 연휴 기간 전화 상담은 쉬며, 1:1 문의는 연휴 후 순서대로 답변드립니다.\n\n이용에 불편을 드려 죄송합니다.'],
  [2, 'Y', 9, '[중요] 개인정보처리방침 개정 안내', '개인정보처리방침이 개정되어 안내드립니다.\n\n## 주요 변경 내용\n- 리뷰 사진 보관 기간 명시\n- 개인정보 처리 위탁 업체 추가(결제 대행)\n\n변경된 방침은 공지일로부터 7일 뒤 시행됩니다. 자세한 내용은 개인정보처리방침 화면에서 확인해 주세요.'],
  [3, 'N', 5, '리뷰 포인트 지급 기준 변경 안내', `다음 달 1일부터 리뷰 포인트 지급 기준이 바뀝니다.\n\n- 텍스트 리뷰: ${formatNumber(REVIEW.textRewardPt)}P\n- 포토 리뷰: ${formatNumber(REVIEW.photoRewardPt)}P\n- 한 달 최대 ${formatNumber(REVIEW.monthlyMaxPt)}P\n\n포인트를 받은 리뷰에는 상품 페이지에 ‘포인트 지급’이 표시됩니다.`],
  [4, 'N', 12, '공병 수거 캠페인 참여 매장 확대', '빈 화장품 용기를 모아 오시면 뷰티포인트를 드리는 공병 수거 캠페인 참여 매장이 전국 30곳으로 늘었습니다.\n\n매장 찾기에서 ‘공병 수거’ 서비스를 선택해 가까운 매장을 확인해 주세요.'],
  [5, 'N', 16, '시스템 점검에 따른 서비스 일시 중단 안내', '보다 안정적인 서비스를 위해 시스템 점검을 진행합니다.\n\n- 점검 시간: 새벽 2시 ~ 5시\n- 점검 중에는 주문, 결제, 로그인이 되지 않습니다.\n\n점검 시간은 작업 상황에 따라 바뀔 수 있습니다.'],
  [6, 'N', 21, '그린티클럽 혜택 개편 안내', '그린티클럽 회원 혜택이 새로워집니다.\n\n- 매월 무료배송 쿠폰 2장\n- 구매 적립률 1%p 추가\n- 신상품 체험단 우선 선정\n\n기존 회원은 별도 신청 없이 개편된 혜택을 받습니다.'],
  [7, 'N', 27, '일부 지역 배송 지연 안내', '기상 악화로 제주 및 도서 산간 지역 배송이 1~2일 늦어질 수 있습니다. 양해 부탁드립니다.'],
  [8, 'N', 33, '녹차숍 앱 업데이트 안내', '앱이 새 버전으로 업데이트되었습니다. 멤버십 바코드와 알림함을 더 빠르게 이용할 수 있습니다.\n\n원활한 이용을 위해 최신 버전으로 업데이트해 주세요.'],
  [9, 'N', 41, '전자금융거래 이용약관 개정 안내', '전자금융거래 이용약관 일부 조항이 개정됩니다. 개정 약관은 시행일부터 적용되며, 시행일 전까지 거부 의사를 밝히지 않으면 동의한 것으로 봅니다.'],
  [10, 'N', 48, '가을 신상품 출시 기념 쿠폰 증정', '가을 신상품 출시를 기념해 쿠폰존에서 10% 할인 쿠폰을 드립니다. 쿠폰은 1인 1회 받을 수 있습니다.'],
  [11, 'N', 56, '고객센터 운영 시간 변경 안내', '고객센터 전화 상담 시간이 평일 오전 9시 ~ 오후 6시로 바뀝니다. 점심시간(낮 12시 ~ 1시)에는 1:1 문의를 이용해 주세요.'],
  [12, 'N', 63, '회원 등급 산정 기준 안내', '회원 등급은 최근 6개월 구매 금액을 기준으로 매월 1일 다시 정해집니다. 취소·반품된 주문은 구매 금액에서 빠집니다.'],
];

/** Number, category, order, on the centre's home, question, answer. */
const FAQS: readonly [number, string, number, 'Y' | 'N', string, string][] = [
  [1, 'MEMBER', 1, 'Y', '아이디나 비밀번호를 잊어버렸어요.', '로그인 화면의 [아이디 찾기](/kr/ko/cu/login/find-id) 또는 [비밀번호 찾기](/kr/ko/cu/login/find-password)에서 가입할 때 입력한 휴대폰 번호로 인증하면 됩니다. 아이디는 이름과 휴대폰 번호로 찾고, 비밀번호는 아이디와 휴대폰 번호로 본인 확인을 한 뒤 새로 정합니다.'],
  [2, 'MEMBER', 2, 'N', '회원 탈퇴는 어떻게 하나요?', '마이페이지 > 회원정보 수정 > 회원 탈퇴에서 할 수 있습니다. 탈퇴하면 남은 뷰티포인트와 쿠폰은 사라지며 되살릴 수 없습니다.'],
  [3, 'MEMBER', 3, 'N', '카카오, 네이버 계정으로도 가입할 수 있나요?', '네. 로그인 화면에서 카카오, 네이버, 페이스북, 애플 계정으로 가입하고 로그인할 수 있습니다.'],
  [4, 'MEMBER', 4, 'N', '회원 등급은 어떻게 정해지나요?', '최근 6개월 구매 금액에 따라 매월 1일 정해집니다. 마이페이지에서 현재 등급과 혜택을 확인할 수 있습니다.'],
  [5, 'ORDER', 1, 'Y', '주문한 뒤 결제 수단을 바꿀 수 있나요?', '결제가 끝난 주문은 결제 수단을 바꿀 수 없습니다. 주문을 취소한 뒤 다시 주문해 주세요.'],
  [6, 'ORDER', 2, 'N', '무통장입금이나 휴대폰 결제도 되나요?', '현재 신용카드, 토스페이, 네이버페이, 카카오페이로 결제할 수 있습니다.'],
  [7, 'ORDER', 3, 'N', '주문 내역은 어디에서 보나요?', '마이페이지 > 주문/배송 조회에서 기간별로 확인할 수 있습니다.'],
  [8, 'DELIVERY', 1, 'Y', '배송은 얼마나 걸리나요?', '평일 오후 2시 전 결제한 주문은 당일 출고되며, 보통 출고 후 1~2일 안에 받으실 수 있습니다. 제주와 도서 산간 지역은 1~2일 더 걸릴 수 있습니다.'],
  [9, 'DELIVERY', 2, 'N', '배송비는 얼마인가요?', '3만 원 이상 구매하면 무료로 배송되며, 그 미만은 배송비 2,500원이 붙습니다.'],
  [10, 'DELIVERY', 3, 'N', '배송지를 바꾸고 싶어요.', '상품 준비 전(결제완료 상태)에는 1:1 문의로 알려 주시면 바꿔 드립니다. 이미 출고된 주문은 바꿀 수 없습니다.'],
  [11, 'CLAIM', 1, 'Y', '주문을 취소하고 싶어요.', '결제완료 또는 상품준비중 상태에서는 마이페이지 > 주문/배송 조회에서 바로 취소할 수 있습니다. 배송이 시작된 뒤에는 반품을 신청해 주세요.'],
  [12, 'CLAIM', 2, 'N', '교환이나 반품은 언제까지 신청할 수 있나요?', '상품을 받은 날부터 7일 안에 신청할 수 있습니다. 사용했거나 포장을 훼손한 상품은 교환·반품이 어려울 수 있습니다.'],
  [13, 'CLAIM', 3, 'N', '반품하면 환불은 언제 되나요?', '반품 상품이 도착해 확인이 끝나면 3영업일 안에 결제 수단으로 환불됩니다. 사용한 뷰티포인트와 쿠폰도 함께 돌려드립니다.'],
  [14, 'BENEFIT', 1, 'Y', '뷰티포인트는 언제 적립되나요?', '구매확정하면 회원 등급의 적립률(1~2%)만큼 적립됩니다. 리뷰를 쓰거나 공병을 모아 와도 적립됩니다.'],
  [15, 'BENEFIT', 2, 'N', '뷰티포인트에도 유효기간이 있나요?', '적립일로부터 1년이 지나면 먼저 적립된 포인트부터 소멸됩니다. 소멸 30일 전과 3일 전에 알림함으로 알려 드립니다.'],
  [16, 'BENEFIT', 3, 'N', '쿠폰 번호는 어디에 입력하나요?', '마이페이지 > 쿠폰존의 ‘쿠폰 번호 등록’에 입력해 주세요.'],
  [17, 'ETC', 1, 'N', '매장에서 산 상품도 온라인에서 교환할 수 있나요?', '매장에서 구매한 상품은 구매한 매장에서 교환할 수 있습니다. 매장 찾기에서 매장 연락처를 확인해 주세요.'],
  [18, 'ETC', 2, 'N', '공병 수거는 어떻게 참여하나요?', '다 쓴 화장품 용기를 깨끗이 씻어 공병 수거 매장에 가져오시거나, 배송 완료된 주문에서 공병 수거를 신청해 주세요. 공병 한 개에 500P를 드립니다.'],
];

function text(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function seedStatements({ now }: { now: number }): string[] {
  const notices = NOTICES.map(([no, pinned, daysAgo, title, body]) => {
    const at = now - daysAgo * DAY_MS;
    return `(${no}, ${text(title)}, ${text(body)}, '${pinned}', ${at}, ${at}, ${at})`;
  }).join(',\n  ');
  const faqs = FAQS.map(([no, category, order, top, question, answer]) => `(${no}, '${category}', ${text(question)}, ${text(answer)}, ${order}, '${top}', ${now})`).join(',\n  ');
  return [
    `INSERT OR IGNORE INTO notices (notice_no, title, body, pinned_yn, published_at, created_at, updated_at) VALUES\n  ${notices}`,
    `INSERT OR IGNORE INTO faqs (faq_no, category_cd, question, answer, sort_ord, top_yn, updated_at) VALUES\n  ${faqs}`,
  ];
}
