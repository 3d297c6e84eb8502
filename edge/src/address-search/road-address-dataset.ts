/**
 * The bundled road addresses (road-address-data.ts, written by scripts/generate-addresses.mjs)
 * decoded once per isolate into the shape the 도로명주소 search answers, with what matching needs.
 */
import type { RoadAddress } from './address-search';
import { ROAD_ADDRESS_LINES } from './road-address-data';

export interface DatasetAddress extends RoadAddress {
  /** Words a text keyword may be part of: 시/도, 시/군/구, 도로명, 법정동, 건물명. */
  words: string;
  /** Exact numbers a numeric keyword may be: 건물번호 and 지번, whole and main part, and the 우편번호. */
  numbers: ReadonlySet<string>;
}

let decoded: DatasetAddress[] | null = null;

function decodeLine(line: string): DatasetAddress[] {
  const [siNm, sggNm, roadNm, emdList, zipBase, buildings] = line.split('|');
  const emds = emdList.split(',');
  return buildings.split(';').map((building) => {
    const [bldNo, zip, emdIndex, jibun, bdNm] = building.split('~');
    const emdNm = emds[Number(emdIndex)];
    const zipNo = zip.startsWith('=') ? zip.slice(1) : String(Number(zipBase) + Number(zip)).padStart(5, '0');
    const region = [siNm, sggNm].filter((part) => part !== '').join(' ');
    const reference = [emdNm, bdNm].filter((part) => part !== '').join(', ');
    return {
      zipNo,
      roadAddr: `${region} ${roadNm} ${bldNo} (${reference})`,
      jibunAddr: [region, emdNm, jibun, bdNm].filter((part) => part !== '').join(' '),
      bdNm,
      siNm,
      sggNm,
      emdNm,
      words: [siNm, sggNm, roadNm, emdNm, bdNm].join(' ').replace(/\s+/g, ''),
      numbers: new Set([bldNo, bldNo.split('-')[0], jibun, jibun.split('-')[0], zipNo]),
    };
  });
}

/** Every bundled address, in dataset order (region, road, building number). */
export function roadAddressDataset(): readonly DatasetAddress[] {
  decoded ??= ROAD_ADDRESS_LINES.flatMap(decodeLine);
  return decoded;
}
