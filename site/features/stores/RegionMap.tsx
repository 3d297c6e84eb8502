/**
 * The store finder's map on a PC: Korea's regions as tiles where they lie (a tile map, read row by
 * row from the north-west), each with its number of stores; a tile chooses its region, the chosen
 * one again or 전국 clears it.
 */
import { REGIONS, type Region } from '#shared/stores/store-rules';
import type { StorePage } from './stores-api';

/** Four tiles a row: 인천 서울 경기 강원 / 충남 세종 충북 경북 / 전북 대전 대구 울산 / 광주 전남 경남 부산 / 제주. */
export const MAP_ORDER: readonly Region[] = [
  'INCHEON',
  'SEOUL',
  'GYEONGGI',
  'GANGWON',
  'CHUNGNAM',
  'SEJONG',
  'CHUNGBUK',
  'GYEONGBUK',
  'JEONBUK',
  'DAEJEON',
  'DAEGU',
  'ULSAN',
  'GWANGJU',
  'JEONNAM',
  'GYEONGNAM',
  'BUSAN',
  'JEJU',
];

interface Props {
  counts: StorePage['regionCounts'];
  value: Region | '';
  onSelect: (region: Region | '') => void;
}

export function RegionMap({ counts, value, onSelect }: Props) {
  const countOf = (region: Region) => counts.find((entry) => entry.regionCd === region)?.cnt ?? 0;
  const total = counts.reduce((sum, entry) => sum + entry.cnt, 0);
  return (
    <section className="store-map" aria-labelledby="store-map-title">
      <h3 id="store-map-title">지역별 매장</h3>
      <ul className="store-map__tiles">
        {MAP_ORDER.map((region) => (
          <li key={region}>
            <button
              type="button"
              className="store-map__tile"
              aria-pressed={value === region}
              data-empty={countOf(region) === 0 || undefined}
              onClick={() => onSelect(value === region ? '' : region)}
            >
              {REGIONS[region]} <span>{countOf(region)}곳</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="store-map__all" aria-pressed={value === ''} onClick={() => onSelect('')}>
        전국 {total}곳
      </button>
    </section>
  );
}
