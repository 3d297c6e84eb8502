/**
 * Who may see a saved upload (ADR 019). Review and product photos, and the media of a published
 * posting, are public. A 1:1 inquiry's photos belong to the member and customer service; a
 * posting's media, until an operator publishes it, to its editor and the content team. A private
 * file is answered only to its member (serve-upload.ts) or to an operator whose role covers it
 * (serve-operator-upload.ts), and no cache keeps it.
 */
import { useOfSlug } from '#shared/uploads/upload-rules';
import type { OperatorCallRoles } from '#shared/ops/operator-roles';
import { OPS_ROUTES } from '#shared/schemas/ops-routes';

const PATH = /^\/uploads\/(review|inquiry|posting-image|posting-video|product)\/([A-Za-z0-9_-]{16,40})\.([a-z0-9]{2,5})$/;

/** A saved upload as its URL names it. */
export interface UploadFile {
  /** The use as URLs spell it: `inquiry`, `posting-video`… */
  slug: string;
  uploadId: string;
  /** Its R2 key: the path without its leading slash. */
  key: string;
}

/** The file `/uploads/{use}/{id}.{ext}` names, or null for any other path. */
export function uploadFileOf(path: string): UploadFile | null {
  const match = PATH.exec(path);
  return match ? { slug: match[1], uploadId: match[2], key: path.slice(1) } : null;
}

/**
 * The uses whose files can be private, each with the operator call of the work it belongs to: a
 * role that may make that call may see the file (shared/ops/operator-roles.ts).
 */
export const PRIVATE_USE_AREAS: Readonly<Record<string, OperatorCallRoles>> = {
  inquiry: OPS_ROUTES.listInquiries,
  'posting-image': OPS_ROUTES.listPostings,
  'posting-video': OPS_ROUTES.listPostings,
};

export type Audience = { kind: 'PUBLIC' } | { kind: 'PRIVATE'; incsNo: number };

const PUBLIC: Audience = { kind: 'PUBLIC' };

/** Who may see `file`; null when no record holds it. Public uses are answered without a query. */
export async function audienceOf(db: D1Database, file: UploadFile): Promise<Audience | null> {
  const use = useOfSlug(file.slug);
  if (!(file.slug in PRIVATE_USE_AREAS) || !use) return PUBLIC;
  // A posting's files name it as their owner (`posting:{id}`, record-photos.ts).
  const row = await db
    .prepare(
      `SELECT u.incs_no, p.status AS posting_status FROM uploads u
         LEFT JOIN postings p ON u.owner_ref LIKE 'posting:%' AND p.posting_id = CAST(substr(u.owner_ref, 9) AS INTEGER)
        WHERE u.upload_id = ? AND u.use_cd = ? AND u.status = 'PUBLIC'`,
    )
    .bind(file.uploadId, use)
    .first<{ incs_no: number; posting_status: string | null }>();
  if (!row) return null;
  return row.posting_status === 'PUBLISHED' ? PUBLIC : { kind: 'PRIVATE', incsNo: row.incs_no };
}
