/**
 * The building the address tests find for `테헤란로 152`, as the 도로명주소 search answers it: the
 * worker's embedded dataset and its API fake hold it, and the address book's test shows it.
 */
import type { RoadAddress } from '#shared/schemas/address-calls';

export const GANGNAM_FINANCE_CENTER: RoadAddress = {
  zipNo: '06236',
  roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
  jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
  bdNm: '강남파이낸스센터',
  siNm: '서울특별시',
  sggNm: '강남구',
  emdNm: '역삼동',
};
