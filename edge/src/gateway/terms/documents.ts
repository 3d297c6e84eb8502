/**
 * Reading a document of the `documents` table (migration 0024) in the version in force: the newest
 * published version whose effective day (Korean calendar) has come. Later versions wait for their day,
 * so an operator can load next month's terms today; earlier ones stay readable by their number.
 */
import { toDttm14 } from '#shared/format';
import type { ContentDocument } from '#shared/schemas/terms-calls';
import { GatewayError, type ApiErrorCode } from '../errors';

/** A document with one of its versions in force. */
interface VersionRow {
  doc_id: string;
  inm_tnc_cd: string | null;
  title: string;
  date_label: string;
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
  // One read for the document and its versions in force: a document none of whose versions is in
  // force yet is not there for readers, exactly like one that does not exist.
  const { results: versions } = await db
    .prepare(
      `SELECT d.doc_id, d.inm_tnc_cd, d.title, d.date_label, v.version_no, v.effective_dt
         FROM documents d JOIN document_versions v ON v.doc_id = d.doc_id AND v.status = 'PUBLISHED' AND v.effective_dt <= ?3
        WHERE d.${column} = ?1 AND d.kind = ?2
        ORDER BY v.effective_dt DESC, v.version_no DESC`,
    )
    .bind(key, query.kind, toDttm14(query.now).slice(0, 8))
    .all<VersionRow>();
  if (versions.length === 0) throw new GatewayError(query.notFound);
  const [doc] = versions;
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
    currentVersionNo: doc.version_no,
    version: { ...brief(chosen), body: body ?? '' },
    versions: versions.map(brief),
  };
}
