/**
 * The road address of a save must come from a search (ADR 012). With the bundled dataset the
 * gateway can prove it: the address is searched again and must come back with the same 우편번호,
 * whose 지번 is then taken from the dataset, not from the browser. The 도로명주소 API is taken at
 * its word, as a second call per save would spend the key's quota for little.
 */
import type { AddressSearch, RoadAddress } from '#edge/address-search/address-search';
import { roadAddrPart1 } from '#edge/address-search/address-search';
import { GatewayError } from '../errors';

/** The verified road address for `chosen`, or ADDRESS_NOT_VERIFIED. */
export async function verifyRoadAddress(
  search: AddressSearch,
  chosen: Pick<RoadAddress, 'zipNo' | 'roadAddr' | 'jibunAddr'>,
): Promise<Pick<RoadAddress, 'zipNo' | 'roadAddr' | 'jibunAddr'>> {
  if (search.provider !== 'embedded') return chosen;
  const keyword = roadAddrPart1(chosen.roadAddr);
  const page = keyword.length >= 2 ? await search.searchRoadAddress({ keyword, page: 1, size: 50 }) : { items: [] };
  const found = page.items.find((item) => item.roadAddr === chosen.roadAddr && item.zipNo === chosen.zipNo);
  if (!found) throw new GatewayError('ADDRESS_NOT_VERIFIED');
  return { zipNo: found.zipNo, roadAddr: found.roadAddr, jibunAddr: found.jibunAddr };
}
