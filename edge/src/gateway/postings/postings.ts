/**
 * Editor postings (ADR 024): only an active editor writes one; it waits for an
 * operator (PENDING) and can be changed or deleted until it is published (a rejected one that is
 * changed waits again). Its images or video go through the upload module; its products are named
 * by their product codes.
 */
import { toDttm14 } from '#shared/format';
import { POSTING_MAX_IMAGES, POSTING_PAGE_SIZE } from '#shared/postings/posting-rules';
import type { MyPosting, RegisterPostingRequest } from '#shared/schemas/posting-calls';
import { dropRecordPhotos, saveRecordPhotos } from '#edge/uploads/record-photos';
import { GatewayError } from '../errors';
import { mediaKindOf, myPostingsOf, type PostingRow } from './posting-rows';

type Fields = Required<RegisterPostingRequest>;
export interface Store {
  db: D1Database;
  bucket: R2Bucket;
}
export interface Editor {
  editorNo: string;
  nickNm: string;
}

/** The member's editor standing, or null when they are not an active editor. */
export async function activeEditor(db: D1Database, incsNo: number): Promise<Editor | null> {
  const row = await db
    .prepare(
      `SELECT e.editor_no, e.nick_nm FROM customers c JOIN editors e ON e.editor_no = c.editor_no
        WHERE c.incs_no = ? AND c.editor_yn = 'Y' AND c.status = 'ACTIVE'`,
    )
    .bind(incsNo)
    .first<{ editor_no: string; nick_nm: string }>();
  return row ? { editorNo: row.editor_no, nickNm: row.nick_nm } : null;
}

async function requireEditor(db: D1Database, incsNo: number): Promise<Editor> {
  const editor = await activeEditor(db, incsNo);
  if (!editor) throw new GatewayError('POSTING_NOT_EDITOR');
  return editor;
}

async function readOwn(db: D1Database, incsNo: number, postingNo: number): Promise<PostingRow> {
  const row = await db
    .prepare("SELECT * FROM postings WHERE posting_id = ? AND incs_no = ? AND status <> 'DELETED'")
    .bind(postingNo, incsNo)
    .first<PostingRow>();
  if (!row) throw new GatewayError('POSTING_NOT_FOUND');
  return row;
}

export async function readMyPosting(db: D1Database, incsNo: number, postingNo: number): Promise<MyPosting> {
  const [posting] = await myPostingsOf(db, [await readOwn(db, incsNo, postingNo)]);
  return posting;
}

/** The products' rows in the order the editor chose them; an unknown code refuses the posting. */
async function productStatements(db: D1Database, postingNo: number, productCodes: readonly string[]): Promise<D1PreparedStatement[]> {
  const codes = [...new Set(productCodes)];
  const { results } = await db
    .prepare('SELECT inm_prd_no, product_code FROM products WHERE product_code IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(codes))
    .all<{ inm_prd_no: string; product_code: string }>();
  const byCode = new Map(results.map((row) => [row.product_code, row.inm_prd_no]));
  if (codes.some((code) => !byCode.has(code))) throw new GatewayError('POSTING_PRODUCT_NOT_FOUND');
  return [
    db.prepare('DELETE FROM posting_products WHERE posting_id = ?').bind(postingNo),
    ...codes.map((code, index) =>
      db.prepare('INSERT INTO posting_products (posting_id, inm_prd_no, sort_ord) VALUES (?, ?, ?)').bind(postingNo, byCode.get(code), index),
    ),
  ];
}

/** Saves the posting's files: a video (kept or new) or images; whatever it no longer names is deleted. */
async function saveMedia(store: Store, incsNo: number, postingNo: number, input: Fields, now: number): Promise<void> {
  const video = input.videoUploadId !== null || input.keepMedia.some((url) => mediaKindOf(url) === 'VIDEO');
  const record = {
    kind: 'POSTING' as const,
    key: postingNo,
    incsNo,
    use: video ? ('POSTING_VIDEO' as const) : ('POSTING_IMAGE' as const),
    maxFiles: video ? 1 : POSTING_MAX_IMAGES,
  };
  await saveRecordPhotos(
    store.db,
    store.bucket,
    record,
    input.keepMedia,
    video ? [input.videoUploadId].filter((id) => id !== null) : input.imageUploadIds,
    now,
  );
}

export async function registerPosting(store: Store, incsNo: number, input: Fields, now = Date.now()): Promise<number> {
  const { db } = store;
  const editor = await requireEditor(db, incsNo);
  const row = await db
    .prepare(
      `INSERT INTO postings (editor_no, editor_nick_nm, incs_no, title, topic, body, image_alt, status, reg_dttm)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?4, 'PENDING', ?7) RETURNING posting_id`,
    )
    .bind(editor.editorNo, editor.nickNm, incsNo, input.title.trim(), input.topic, input.body.trim(), toDttm14(now))
    .first<{ posting_id: number }>();
  const postingNo = row!.posting_id;
  try {
    await db.batch(await productStatements(db, postingNo, input.productCodes));
    await saveMedia(store, incsNo, postingNo, { ...input, keepMedia: [] }, now);
  } catch (error) {
    // A product or a file that cannot be saved undoes the posting: the editor sends the form again.
    await db.batch([
      db.prepare('DELETE FROM posting_products WHERE posting_id = ?').bind(postingNo),
      db.prepare('DELETE FROM postings WHERE posting_id = ?').bind(postingNo),
    ]);
    throw error;
  }
  return postingNo;
}

export async function modifyPosting(store: Store, incsNo: number, postingNo: number, input: Fields, now = Date.now()): Promise<void> {
  const { db } = store;
  await requireEditor(db, incsNo);
  const before = await readOwn(db, incsNo, postingNo);
  if (before.status === 'PUBLISHED') throw new GatewayError('POSTING_PUBLISHED');
  const products = await productStatements(db, postingNo, input.productCodes);
  const { results } = await db.prepare('SELECT url FROM posting_media WHERE posting_id = ?').bind(postingNo).all<{ url: string }>();
  const keepMedia = input.keepMedia.filter((url) => results.some((row) => row.url === url));
  await saveMedia(store, incsNo, postingNo, { ...input, keepMedia }, now);
  // Guarded: a posting published meanwhile stays as it was published.
  const [saved] = await db.batch([
    db
      .prepare(
        `UPDATE postings SET title = ?2, topic = ?3, body = ?4, image_alt = ?2, status = 'PENDING', reject_reason = NULL, upd_dttm = ?5
          WHERE posting_id = ?1 AND status IN ('PENDING', 'REJECTED')`,
      )
      .bind(postingNo, input.title.trim(), input.topic, input.body.trim(), toDttm14(now)),
    ...products,
  ]);
  if (saved.meta.changes === 0) throw new GatewayError('POSTING_PUBLISHED');
}

export async function deletePosting(store: Store, incsNo: number, postingNo: number, now = Date.now()): Promise<void> {
  const { db } = store;
  const before = await readOwn(db, incsNo, postingNo);
  if (before.status === 'PUBLISHED') throw new GatewayError('POSTING_PUBLISHED');
  const gone = await db
    .prepare("UPDATE postings SET status = 'DELETED', upd_dttm = ? WHERE posting_id = ? AND status IN ('PENDING', 'REJECTED')")
    .bind(toDttm14(now), postingNo)
    .run();
  if (gone.meta.changes === 0) throw new GatewayError('POSTING_PUBLISHED');
  await dropRecordPhotos(db, store.bucket, { kind: 'POSTING', key: postingNo });
}

export async function listMyPostings(db: D1Database, incsNo: number, page: number) {
  const [rows, total] = await db.batch<unknown>([
    db
      .prepare("SELECT * FROM postings WHERE incs_no = ? AND status <> 'DELETED' ORDER BY posting_id DESC LIMIT ? OFFSET ?")
      .bind(incsNo, POSTING_PAGE_SIZE, (page - 1) * POSTING_PAGE_SIZE),
    db.prepare("SELECT COUNT(*) AS cnt FROM postings WHERE incs_no = ? AND status <> 'DELETED'").bind(incsNo),
  ]);
  return { items: await myPostingsOf(db, rows.results as PostingRow[]), totalCnt: (total.results[0] as { cnt: number }).cnt, pageSize: POSTING_PAGE_SIZE };
}
