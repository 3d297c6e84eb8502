/**
 * Stores and 마이샵: regions, services, the one-month lock and
 * the links that open a store in Kakao Map and Naver Map by URL (no key needed). Schema-free, so
 * the screens load no zod.
 */
import { dttmToEpoch, toDttm14 } from '../format';

export const REGIONS = {
  SEOUL: '서울',
  GYEONGGI: '경기',
  INCHEON: '인천',
  BUSAN: '부산',
  DAEGU: '대구',
  GWANGJU: '광주',
  DAEJEON: '대전',
  ULSAN: '울산',
  SEJONG: '세종',
  GANGWON: '강원',
  CHUNGBUK: '충북',
  CHUNGNAM: '충남',
  JEONBUK: '전북',
  JEONNAM: '전남',
  GYEONGBUK: '경북',
  GYEONGNAM: '경남',
  JEJU: '제주',
} as const;
export type Region = keyof typeof REGIONS;

export const STORE_SERVICES = { BOTTLE: '공병 수거', PICKUP: '매장 픽업', TESTER: '테스터 체험', PARKING: '주차 가능' } as const;
export type StoreService = keyof typeof STORE_SERVICES;

/** Stores a page of the finder shows. */
export const STORE_PAGE_SIZE = 10;

/** The 마이샵 success messages and its delete failure. */
export const MY_SHOP_REGISTERED_MESSAGE = '마이샵이 등록되었습니다.';
export const MY_SHOP_DELETED_MESSAGE = '마이샵이 삭제되었습니다.';
export const MY_SHOP_DELETE_FAILED_MESSAGE = '마이샵 삭제 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * When a 마이샵 registered at `registeredAt` may be changed or deleted (one month after):
 * the same day and time of the next month in Korean time, or that month's last day when it has no such day.
 */
export function myShopUnlockAt(registeredAt: number): number {
  const at = toDttm14(registeredAt);
  const year = Number(at.slice(0, 4)) + (at.slice(4, 6) === '12' ? 1 : 0);
  const month = (Number(at.slice(4, 6)) % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(at.slice(6, 8)), lastDay);
  return dttmToEpoch(`${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${at.slice(8)}`);
}

/** The Korean refusal of a change before the month is over, naming the first day it is allowed. */
export function myShopLockedMessage(unlockDate: string): string {
  return `마이샵은 등록하고 한 달이 지나야 변경하거나 삭제할 수 있습니다. ${unlockDate}부터 변경할 수 있습니다.`;
}

interface Place {
  storeNm: string;
  roadAddr: string;
}

/** Kakao Map's search for the store (https://map.kakao.com/link/search/…). */
export const kakaoMapUrl = (store: Place) => `https://map.kakao.com/link/search/${encodeURIComponent(`${store.roadAddr} ${store.storeNm}`)}`;
/** Naver Map's search for the store (https://map.naver.com/p/search/…). */
export const naverMapUrl = (store: Place) => `https://map.naver.com/p/search/${encodeURIComponent(`${store.roadAddr} ${store.storeNm}`)}`;
