/**
 * The embedded road address search over the bundled dataset: nothing is fetched and nothing is
 * stored, so it works offline and every address it answers can be verified again on save.
 */
import type { AddressSearch, RoadAddress, RoadAddressPage, RoadAddressQuery } from './address-search';
import { roadAddressDataset, type DatasetAddress } from './road-address-dataset';

type Matcher = (address: DatasetAddress) => boolean;

/**
 * Keyword → one test per term. Numbers (`152`, `737-1`, `06236`) must equal a 건물번호, 지번 or
 * 우편번호; words must be part of the region, road, 동 or building name, spaces ignored. A term
 * glued to its number (`테헤란로152`) counts as both, as the 도로명주소 search reads it.
 */
export function keywordMatchers(keyword: string): Matcher[] {
  const terms = keyword
    .replace(/[^0-9A-Za-z가-힣\s-]/g, ' ')
    .split(/\s+/)
    .flatMap((term) => {
      const glued = /^(.*[^\d-])(\d+(?:-\d+)?)$/.exec(term);
      return glued ? [glued[1], glued[2]] : [term];
    })
    .filter((term) => term !== '' && term !== '-');
  return terms.map((term) => {
    if (/^\d+(?:-\d+)?$/.test(term)) return (address) => address.numbers.has(term);
    return (address) => address.words.includes(term);
  });
}

function publicFields({ zipNo, roadAddr, jibunAddr, bdNm, siNm, sggNm, emdNm }: DatasetAddress): RoadAddress {
  return { zipNo, roadAddr, jibunAddr, bdNm, siNm, sggNm, emdNm };
}

/** Searches the bundled dataset. */
export function embeddedAddressSearch(): AddressSearch {
  return {
    provider: 'embedded',
    async searchRoadAddress({ keyword, page, size }: RoadAddressQuery): Promise<RoadAddressPage> {
      const matchers = keywordMatchers(keyword);
      if (matchers.length === 0) return { totalCount: 0, items: [] };
      const found = roadAddressDataset().filter((address) => matchers.every((matches) => matches(address)));
      const start = (page - 1) * size;
      return { totalCount: found.length, items: found.slice(start, start + size).map(publicFields) };
    },
  };
}
