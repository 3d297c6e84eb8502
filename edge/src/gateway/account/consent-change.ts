/**
 * Consents and what hangs on them (ADR 018): e-mail and the home address are kept only
 * under marketing consent (MKT_USE); the channel consents need it too, and night push needs app
 * push. Withdrawing marketing consent withdraws every channel and deletes e-mail and address in
 * the same batch. Each consent that changes is recorded with its time.
 */
import type { z } from 'zod';
import type { ChangeConsentsRequestSchema, ChangeProfileRequestSchema } from '#shared/schemas/account-calls';
import { MANAGED_CONSENTS } from '#shared/account/account-rules';
import { GatewayError } from '../errors';
import { CONSENT_COLUMNS, consentRecord, readConsentValues } from './personal-info';

type ProfileInput = z.output<typeof ChangeProfileRequestSchema>;
type ConsentInput = z.output<typeof ChangeConsentsRequestSchema>;

export async function changeProfile(db: D1Database, incsNo: number, { email, home }: ProfileInput): Promise<void> {
  const trimmed = email.trim();
  const keeps = trimmed !== '' || home !== null;
  if (keeps && (await readConsentValues(db, incsNo)).MKT_USE !== 'Y') throw new GatewayError('MARKETING_CONSENT_REQUIRED');
  await db
    .prepare('UPDATE customers SET email = ?, home_zip_no = ?, home_road_addr = ?, home_dtl_addr = ? WHERE incs_no = ?')
    .bind(trimmed === '' ? null : trimmed, home?.zipNo ?? null, home?.roadAddr.trim() ?? null, home?.dtlAddr.trim() ?? null, incsNo)
    .run();
}

export async function changeConsents(db: D1Database, incsNo: number, wanted: ConsentInput, now = Date.now()): Promise<void> {
  const current = await readConsentValues(db, incsNo);
  const changed = MANAGED_CONSENTS.map(({ code }) => code).filter((code) => wanted[code] !== current[code]);
  if (changed.length === 0) return;
  const sets = changed.map((code) => `${CONSENT_COLUMNS[code]} = ?`);
  const withdrawsMarketing = current.MKT_USE === 'Y' && wanted.MKT_USE === 'N';
  // What marketing consent held goes with it; the schema already refused channels without it.
  if (withdrawsMarketing) sets.push('email = NULL', 'home_zip_no = NULL', 'home_road_addr = NULL', 'home_dtl_addr = NULL');
  await db.batch([
    db.prepare(`UPDATE customers SET ${sets.join(', ')} WHERE incs_no = ?`).bind(...changed.map((code) => wanted[code]), incsNo),
    ...changed.map((code) => consentRecord(db, incsNo, code, wanted[code], now)),
  ]);
}
