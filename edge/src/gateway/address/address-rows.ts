/** Reading the member's address book from `delivery_addresses` (migration 0008). */
import type { DeliveryAddress } from '#shared/schemas/address-calls';

interface AddressRow {
  id: number;
  addr_nm: string;
  rcpt_nm: string;
  mobile: string;
  zip_no: string;
  road_addr: string;
  jibun_addr: string;
  dtl_addr: string;
  default_yn: 'Y' | 'N';
}

const COLUMNS = 'id, addr_nm, rcpt_nm, mobile, zip_no, road_addr, jibun_addr, dtl_addr, default_yn';

function toAddress(row: AddressRow): DeliveryAddress {
  return {
    dlvAddrNo: row.id,
    addrNm: row.addr_nm,
    rcptNm: row.rcpt_nm,
    mobile: row.mobile,
    zipNo: row.zip_no,
    roadAddr: row.road_addr,
    jibunAddr: row.jibun_addr,
    dtlAddr: row.dtl_addr,
    defaultYn: row.default_yn,
  };
}

/** The member's addresses: the default first, then the newest first. Deleted ones are never listed. */
export async function listAddresses(db: D1Database, incsNo: number): Promise<DeliveryAddress[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM delivery_addresses WHERE incs_no = ? AND deleted_at IS NULL ORDER BY default_yn = 'Y' DESC, id DESC`)
    .bind(incsNo)
    .all<AddressRow>();
  return results.map(toAddress);
}

/** One live address of the member, or null when it is not theirs, deleted, or unknown. */
export async function findAddress(db: D1Database, incsNo: number, dlvAddrNo: number): Promise<DeliveryAddress | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM delivery_addresses WHERE id = ? AND incs_no = ? AND deleted_at IS NULL`)
    .bind(dlvAddrNo, incsNo)
    .first<AddressRow>();
  return row ? toAddress(row) : null;
}
