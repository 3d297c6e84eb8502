/** The address both search tests expect for `테헤란로 152`: the embedded dataset and the 도로명주소 API fake hold the same building. */
export const GANGNAM_FINANCE_CENTER = {
  zipNo: '06236',
  roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
  jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
  bdNm: '강남파이낸스센터',
  siNm: '서울특별시',
  sggNm: '강남구',
  emdNm: '역삼동',
};
