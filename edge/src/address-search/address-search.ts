/**
 * The road address search as the address book sees it (ADR 012): an interface with two
 * implementations, chosen by configuration in select-address-search.ts. The embedded one searches
 * the bundled dataset; the 행정안전부 도로명주소 API one is used when `JUSO_API_KEY` is set.
 */
import type { RoadAddress } from '#shared/schemas/address-calls';

export type { RoadAddress };

export interface RoadAddressQuery {
  /** What the shopper typed: 도로명, 건물번호, 건물명, 동 and 지번, in any order. */
  keyword: string;
  /** 1-based page. */
  page: number;
  /** Results a page. */
  size: number;
}

export interface RoadAddressPage {
  totalCount: number;
  items: RoadAddress[];
}

export interface AddressSearch {
  /** `embedded`: the bundled dataset, whose every address can be verified; `juso`: the 도로명주소 API. */
  readonly provider: 'embedded' | 'juso';
  /**
   * One page of road addresses matching the keyword. Refusals (a bad keyword, the service down)
   * are thrown as `GatewayError`s with the address codes of ../gateway/address/address-errors.ts.
   */
  searchRoadAddress(query: RoadAddressQuery): Promise<RoadAddressPage>;
}

/** `서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)` → `서울특별시 강남구 테헤란로 152`. */
export function roadAddrPart1(roadAddr: string): string {
  return roadAddr.replace(/\s*\([^)]*\)\s*$/, '').trim();
}
