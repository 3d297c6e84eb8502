/**
 * Writing the member's address book. Invariants: a member with addresses has exactly one default
 * (the unique index `delivery_addresses_one_default` backs it), at most 20 live addresses, and
 * every change of the default touches its two rows in one D1 batch, so a failure changes nothing.
 */
import { DELIVERY_ADDRESS_LIMITS, type DeliveryAddress } from '#shared/schemas/address-calls';
import { GatewayError } from '../errors';
import { findAddress } from './address-rows';

/** A validated address to write; `jibunAddr` as verified by the search. */
export type AddressFields = Omit<DeliveryAddress, 'dlvAddrNo'>;

/** The address's own columns, in the order both the INSERT and the UPDATE name them. */
const addressColumns = (fields: AddressFields) =>
  [fields.addrNm, fields.rcptNm, fields.mobile, fields.zipNo, fields.roadAddr, fields.jibunAddr, fields.dtlAddr] as const;

/** Clears the member's current default unless it is `keepId`: the first half of moving the default. */
function clearDefault(db: D1Database, incsNo: number, now: number, keepId: number | null): D1PreparedStatement {
  return db
    .prepare("UPDATE delivery_addresses SET default_yn = 'N', updated_at = ? WHERE incs_no = ? AND default_yn = 'Y' AND deleted_at IS NULL AND id IS NOT ?")
    .bind(now, incsNo, keepId);
}

/**
 * Adds an address; the first one, or one asked to be, becomes the default. The insert is
 * conditional on the limit, and the default moves in the same batch only when it happened.
 */
export async function createAddress(db: D1Database, incsNo: number, fields: AddressFields): Promise<number> {
  const now = Date.now();
  const insert = db
    .prepare(
      `INSERT INTO delivery_addresses (incs_no, addr_nm, rcpt_nm, mobile, zip_no, road_addr, jibun_addr, dtl_addr, default_yn, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'N', ?9, ?9
       WHERE (SELECT COUNT(*) FROM delivery_addresses WHERE incs_no = ?1 AND deleted_at IS NULL) < ?10`,
    )
    .bind(incsNo, ...addressColumns(fields), now, DELIVERY_ADDRESS_LIMITS.addresses);
  // changes() and last_insert_rowid() still describe the INSERT while the next statement runs.
  const clearOthers = db
    .prepare(
      "UPDATE delivery_addresses SET default_yn = 'N', updated_at = ?1 WHERE incs_no = ?2 AND default_yn = 'Y' AND deleted_at IS NULL AND changes() = 1 AND id <> last_insert_rowid()",
    )
    .bind(now, incsNo);
  // Takes the default when this request inserted the row and nobody holds the default now: after
  // clearOthers, or because it is the member's first address.
  const takeDefault = db
    .prepare(
      `UPDATE delivery_addresses SET default_yn = 'Y' WHERE id = last_insert_rowid() AND incs_no = ?1 AND created_at = ?2 AND deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM delivery_addresses WHERE incs_no = ?1 AND default_yn = 'Y' AND deleted_at IS NULL)`,
    )
    .bind(incsNo, now);
  const statements = fields.defaultYn === 'Y' ? [insert, clearOthers, takeDefault] : [insert, takeDefault];
  const [inserted] = await db.batch(statements);
  if (inserted.meta.changes !== 1) throw new GatewayError('ADDRESS_LIMIT_REACHED');
  return inserted.meta.last_row_id;
}

/** Changes one of the member's addresses; asking for the default moves it here in the same batch. */
export async function updateAddress(db: D1Database, incsNo: number, dlvAddrNo: number, fields: AddressFields): Promise<void> {
  const current = await findAddress(db, incsNo, dlvAddrNo);
  if (!current) throw new GatewayError('ADDRESS_NOT_FOUND');
  if (current.defaultYn === 'Y' && fields.defaultYn === 'N') throw new GatewayError('ADDRESS_DEFAULT_REQUIRED');
  const now = Date.now();
  const update = db
    .prepare(
      `UPDATE delivery_addresses SET addr_nm = ?, rcpt_nm = ?, mobile = ?, zip_no = ?, road_addr = ?, jibun_addr = ?, dtl_addr = ?, default_yn = ?, updated_at = ?
       WHERE id = ? AND incs_no = ? AND deleted_at IS NULL`,
    )
    .bind(...addressColumns(fields), fields.defaultYn, now, dlvAddrNo, incsNo);
  const statements = fields.defaultYn === 'Y' ? [clearDefault(db, incsNo, now, dlvAddrNo), update] : [update];
  const results = await db.batch(statements);
  if (results[results.length - 1].meta.changes !== 1) throw new GatewayError('ADDRESS_NOT_FOUND');
}

/** Makes one of the member's addresses the default: both rows change in one batch. */
export async function setDefaultAddress(db: D1Database, incsNo: number, dlvAddrNo: number): Promise<void> {
  const target = await findAddress(db, incsNo, dlvAddrNo);
  if (!target) throw new GatewayError('ADDRESS_NOT_FOUND');
  if (target.defaultYn === 'Y') return;
  const now = Date.now();
  // Guarded by the target still being live, so a concurrent delete cannot leave no default.
  const alive = 'EXISTS (SELECT 1 FROM delivery_addresses WHERE id = ?3 AND incs_no = ?2 AND deleted_at IS NULL)';
  const [, taken] = await db.batch([
    db
      .prepare(
        `UPDATE delivery_addresses SET default_yn = 'N', updated_at = ?1 WHERE incs_no = ?2 AND default_yn = 'Y' AND deleted_at IS NULL AND id <> ?3 AND ${alive}`,
      )
      .bind(now, incsNo, dlvAddrNo),
    db
      .prepare("UPDATE delivery_addresses SET default_yn = 'Y', updated_at = ?1 WHERE id = ?3 AND incs_no = ?2 AND deleted_at IS NULL")
      .bind(now, incsNo, dlvAddrNo),
  ]);
  if (taken.meta.changes !== 1) throw new GatewayError('ADDRESS_NOT_FOUND');
}

/**
 * Deletes one of the member's addresses (kept as deleted: orders copy their address, so nothing
 * refers to it). The default goes only when it is the member's last address.
 */
export async function deleteAddress(db: D1Database, incsNo: number, dlvAddrNo: number): Promise<DeliveryAddress> {
  const target = await findAddress(db, incsNo, dlvAddrNo);
  if (!target) throw new GatewayError('ADDRESS_NOT_FOUND');
  const { meta } = await db
    .prepare(
      `UPDATE delivery_addresses SET deleted_at = ?1, default_yn = 'N', updated_at = ?1 WHERE id = ?2 AND incs_no = ?3 AND deleted_at IS NULL
       AND (default_yn = 'N' OR NOT EXISTS (SELECT 1 FROM delivery_addresses WHERE incs_no = ?3 AND deleted_at IS NULL AND id <> ?2))`,
    )
    .bind(Date.now(), dlvAddrNo, incsNo)
    .run();
  if (meta.changes === 1) return target;
  const again = await findAddress(db, incsNo, dlvAddrNo);
  throw new GatewayError(again?.defaultYn === 'Y' ? 'ADDRESS_DEFAULT_NOT_DELETABLE' : 'ADDRESS_NOT_FOUND');
}
