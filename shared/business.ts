/**
 * The business details a Korean online shop must show (전자상거래법 §10), for a fictional shop.
 * The footer, the legal pages and customer-facing messages read them from here.
 */
export const BUSINESS = {
  companyName: '주식회사 녹차숍',
  shopName: '녹차숍',
  representative: '한다원',
  registrationNumber: '214-88-40517',
  mailOrderNumber: '제2026-서울강남-03172호',
  address: '서울특별시 강남구 테헤란로 427, 녹차빌딩 9층 (삼성동)',
  csPhone: '1588-7720',
  csHours: '평일 09:00~18:00 (점심시간 12:00~13:00, 주말·공휴일 휴무)',
  csEmail: 'help@nokcha.shop',
  privacyOfficer: '윤서진 (개인정보보호팀장, privacy@nokcha.shop)',
  hostingProvider: 'Cloudflare, Inc.',
  /** 공정거래위원회 사업자정보 공개 페이지, keyed by the registration number without dashes. */
  businessInfoUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148840517',
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=shop.nokcha.app',
  iosStoreUrl: 'https://apps.apple.com/kr/app/id6450000000',
} as const;

/**
 * The shop's offline flagship store. The about page introduces it and the CCTV policy
 * (영상정보처리기기 운영·관리 방침) lists the cameras installed there.
 */
export const FLAGSHIP_STORE = {
  name: '녹차숍 성수 플래그십 스토어',
  address: '서울특별시 성동구 연무장길 38, 1~2층 (성수동2가)',
  phone: '02-6952-7720',
  hours: '매일 11:00~21:00 (설날·추석 당일 휴무)',
} as const;
