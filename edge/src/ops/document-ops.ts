/**
 * The content team's terms and policy documents (`/ops/v1/content/documents/*`): each
 * document with every version and its phase on the Korean calendar; a new version for a day to
 * come; changes to a version only while it waits. What is or was in force is what shoppers agreed
 * to, so it stays as it was (edge/src/gateway/terms/documents.ts reads the one in force).
 */
import { toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';

interface DocumentRow {
  doc_id: string;
  inm_tnc_cd: string | null;
  kind: 'TERMS' | 'PAGE';
  title: string;
  date_label: string;
}
interface VersionRow {
  doc_id: string;
  version_no: number;
  effective_dt: string;
  status: 'PUBLISHED' | 'HIDDEN';
  body: string;
  updated_at: number;
}

/** Today on the Korean calendar (yyyyMMdd). */
const koreanToday = () => toDttm14(Date.now()).slice(0, 8);

function documentOf(doc: DocumentRow, versions: readonly VersionRow[], today: string) {
  // The version in force: the newest published one whose day has come.
  const inForce = versions.find((version) => version.status === 'PUBLISHED' && version.effective_dt <= today);
  return {
    docId: doc.doc_id,
    inmTncCd: doc.inm_tnc_cd,
    kind: doc.kind,
    title: doc.title,
    dateLabel: doc.date_label,
    versions: versions.map((version) => ({
      versionNo: version.version_no,
      effectiveDt: version.effective_dt,
      status: version.status,
      phase: version.effective_dt > today ? ('WAITING' as const) : version === inForce ? ('IN_FORCE' as const) : ('PAST' as const),
      body: version.body,
      updatedDttm: toDttm14(version.updated_at),
    })),
  };
}

const VERSIONS_SQL = 'SELECT * FROM document_versions WHERE (?1 IS NULL OR doc_id = ?1) ORDER BY effective_dt DESC, version_no DESC';

async function documentAnswer(db: D1Database, docId: string) {
  const [docs, versions] = await db.batch<unknown>([db.prepare('SELECT * FROM documents WHERE doc_id = ?').bind(docId), db.prepare(VERSIONS_SQL).bind(docId)]);
  const doc = docs.results[0] as DocumentRow | undefined;
  if (!doc) throw new GatewayError('TERMS_NOT_FOUND');
  return { data: documentOf(doc, versions.results as VersionRow[], koreanToday()) };
}

export const listDocuments = defineEndpoint(OPS_CONTRACTS.listDocuments, async ({ db }) => {
  // A shop has tens of documents: one read of them all, with their versions.
  const [docs, versions] = await db.batch<unknown>([
    db.prepare('SELECT * FROM documents ORDER BY kind DESC, sort_ord, doc_id'),
    db.prepare(VERSIONS_SQL).bind(null),
  ]);
  const today = koreanToday();
  const rows = versions.results as VersionRow[];
  const items = (docs.results as DocumentRow[]).map((doc) =>
    documentOf(
      doc,
      rows.filter((version) => version.doc_id === doc.doc_id),
      today,
    ),
  );
  return { data: { items, total: items.length } };
});

export const getDocument = defineEndpoint(OPS_CONTRACTS.getDocument, ({ db, input }) => documentAnswer(db, input.docId));

export const saveDocumentVersion = defineEndpoint(OPS_CONTRACTS.saveDocumentVersion, async ({ db, input }) => {
  const today = koreanToday();
  // A new or changed version takes effect tomorrow at the earliest: shoppers are told before it applies.
  if (input.effectiveDt <= today) throw new GatewayError('DOCUMENT_VERSION_DAY_PAST');
  const now = Date.now();
  if (input.versionNo === undefined) {
    const added = await db
      .prepare(
        `INSERT INTO document_versions (doc_id, version_no, effective_dt, body, status, created_at, updated_at)
         SELECT ?1, COALESCE(MAX(version_no), 0) + 1, ?2, ?3, ?4, ?5, ?5 FROM document_versions WHERE doc_id = ?1
         HAVING EXISTS (SELECT 1 FROM documents WHERE doc_id = ?1)`,
      )
      .bind(input.docId, input.effectiveDt, input.body, input.status, now)
      .run();
    if (added.meta.changes === 0) throw new GatewayError('TERMS_NOT_FOUND');
    return documentAnswer(db, input.docId);
  }
  const changed = await db
    .prepare(
      'UPDATE document_versions SET effective_dt = ?1, body = ?2, status = ?3, updated_at = ?4 WHERE doc_id = ?5 AND version_no = ?6 AND effective_dt > ?7',
    )
    .bind(input.effectiveDt, input.body, input.status, now, input.docId, input.versionNo, today)
    .run();
  if (changed.meta.changes === 0) await refuseVersionChange(db, input.docId, input.versionNo);
  return documentAnswer(db, input.docId);
});

export const deleteDocumentVersion = defineEndpoint(OPS_CONTRACTS.deleteDocumentVersion, async ({ db, input }) => {
  const deleted = await db
    .prepare('DELETE FROM document_versions WHERE doc_id = ? AND version_no = ? AND effective_dt > ?')
    .bind(input.docId, input.versionNo, koreanToday())
    .run();
  if (deleted.meta.changes === 0) await refuseVersionChange(db, input.docId, input.versionNo);
  return documentAnswer(db, input.docId);
});

/** Why a version could not change: it does not exist, or its day has come. */
async function refuseVersionChange(db: D1Database, docId: string, versionNo: number): Promise<never> {
  const exists = await db.prepare('SELECT 1 AS found FROM document_versions WHERE doc_id = ? AND version_no = ?').bind(docId, versionNo).first();
  throw new GatewayError(exists ? 'DOCUMENT_VERSION_LOCKED' : 'TERMS_VERSION_NOT_FOUND');
}

export const DOCUMENT_OPS = [listDocuments, getDocument, saveDocumentVersion, deleteDocumentVersion];
