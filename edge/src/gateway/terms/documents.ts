/**
 * Reading a document of the `documents` table (migration 0024) in the version in force: the newest
 * published version whose effective day (Korean calendar) has come. Later versions wait for their day,
 * so an operator can load next month's terms today; earlier ones stay readable by their number.
 */
import { toDttm14 } from '#shared/format';
import type { ContentDocument } from '#shared/schemas/terms-calls';
import { GatewayError, type ApiErrorCode } from '../errors';

interface DocumentRow {
  doc_id: string;
  inm_tnc_cd: string | null;
  title: string;
  date_label: string;
}

interface VersionRow {
  version_no: number;
  effective_dt: string;
}

export interface DocumentQuery {
  kind: 'TERMS' | 'PAGE';
  /** Found by `doc_id`, or by the PC popup's `inm_tnc_cd`. */
  by: { docId: string } | { inmTncCd: string };
  versionNo?: number;
  now: number;
  notFound: ApiErrorCode;
  versionNotFound: ApiErrorCode;
}

/** The document `query` names, in the version asked for or the one in force; its codes when there is none. */
export async function readDocument(db: D1Database, query: DocumentQuery): Promise<ContentDocument> {
  const [column, key] = 'docId' in query.by ? ['doc_id', query.by.docId] : ['inm_tnc_cd', query.by.inmTncCd];
  const doc = await db
    .prepare(`SELECT doc_id, inm_tnc_cd, title, date_label FROM documents WHERE ${column} = ? AND kind = ?`)
    .bind(key, query.kind)
    .first<DocumentRow>();
  if (!doc) throw new GatewayError(query.notFound);
  const today = toDttm14(query.now).slice(0, 8);
  const { results: versions } = await db
    .prepare(
      `SELECT version_no, effective_dt FROM document_versions WHERE doc_id = ? AND status = 'PUBLISHED' AND effective_dt <= ?
       ORDER BY effective_dt DESC, version_no DESC`,
    )
    .bind(doc.doc_id, today)
    .all<VersionRow>();
  // A document none of whose versions is in force yet is not there for readers.
  if (versions.length === 0) throw new GatewayError(query.notFound);
  const chosen = query.versionNo === undefined ? versions[0] : versions.find((version) => version.version_no === query.versionNo);
  if (!chosen) throw new GatewayError(query.versionNotFound);
  const body = await db
    .prepare('SELECT body FROM document_versions WHERE doc_id = ? AND version_no = ?')
    .bind(doc.doc_id, chosen.version_no)
    .first<string>('body');
  const brief = (row: VersionRow) => ({ versionNo: row.version_no, effectiveDt: row.effective_dt });
  return {
    docId: doc.doc_id,
    inmTncCd: doc.inm_tnc_cd,
    title: doc.title,
    dateLabel: doc.date_label,
    currentVersionNo: versions[0].version_no,
    version: { ...brief(chosen), body: body ?? '' },
    versions: versions.map(brief),
  };
}
