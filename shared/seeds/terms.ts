/**
 * Seed part `terms` (scripts/seed.mjs, migrations/0024_terms_content.sql): the shop's terms and
 * policies (the footer's legal pages, `/cu/tnc/{id}`, `/cu/tnc/pc-tnc-content/{inmTncCd}`) and the
 * customer centre's 전자공고 and 매장 입점 절차, with their versions. An earlier version is written
 * as the changes from the current text, so the two cannot drift apart by accident. INSERT OR IGNORE
 * by key keeps a second run from writing anything. Node 24 runs it as is: erasable syntax only,
 * and imports only through `#shared/*`.
 *
 * Ids: `terms` TNC001 이용약관, `privacy` TNC002 개인정보처리방침, `location` TNC003 위치기반서비스
 * 이용약관, `vdpd` TNC004 영상정보처리기기 운영·관리 방침, `kakao` TNC005 카카오톡 알림 서비스 이용
 * 안내, `efinance` TNC006 전자금융거래 이용약관; pages `financial` (전자공고, with its 전자금융거래
 * 안내) and `join-story` (매장 입점 절차).
 */
import { E_FINANCE_TERMS } from '#shared/seeds/terms/e-finance-terms';
import { JOIN_STORY } from '#shared/seeds/terms/join-story';
import { KAKAO_NOTICE } from '#shared/seeds/terms/kakao-notice';
import { LOCATION_TERMS } from '#shared/seeds/terms/location-terms';
import { PRIVACY_POLICY, PRIVACY_POLICY_2025 } from '#shared/seeds/terms/privacy-policy';
import { SETTLEMENT_2024, SETTLEMENT_2025 } from '#shared/seeds/terms/public-notice';
import { TERMS_OF_USE, TERMS_OF_USE_2025 } from '#shared/seeds/terms/terms-of-use';
import { VIDEO_DEVICE_POLICY } from '#shared/seeds/terms/video-device-policy';

type Version = readonly [versionNo: number, effectiveDt: string, body: string];

interface SeedDocument {
  docId: string;
  inmTncCd: string | null;
  kind: 'TERMS' | 'PAGE';
  title: string;
  dateLabel: string;
  versions: readonly Version[];
}

/** `text` with each [from, to] applied; a change that does not match exactly once is a mistake in the seed. */
export function revise(text: string, changes: readonly (readonly [string, string])[]): string {
  return changes.reduce((revised, [from, to]) => {
    const count = revised.split(from).length - 1;
    if (count !== 1) throw new Error(`The change from "${from.slice(0, 40)}" matches ${count} times`);
    return revised.replace(from, () => to);
  }, text);
}

const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    docId: 'terms',
    inmTncCd: 'TNC001',
    kind: 'TERMS',
    title: '이용약관',
    dateLabel: '시행일',
    versions: [
      [1, '20250301', revise(TERMS_OF_USE, TERMS_OF_USE_2025)],
      [2, '20260901', TERMS_OF_USE],
    ],
  },
  {
    docId: 'privacy',
    inmTncCd: 'TNC002',
    kind: 'TERMS',
    title: '개인정보처리방침',
    dateLabel: '시행일',
    versions: [
      [1, '20250701', revise(PRIVACY_POLICY, PRIVACY_POLICY_2025)],
      [2, '20261123', PRIVACY_POLICY],
    ],
  },
  { docId: 'location', inmTncCd: 'TNC003', kind: 'TERMS', title: '위치기반서비스 이용약관', dateLabel: '시행일', versions: [[1, '20250301', LOCATION_TERMS]] },
  { docId: 'vdpd', inmTncCd: 'TNC004', kind: 'TERMS', title: '영상정보처리기기 운영·관리 방침', dateLabel: '시행일', versions: [[1, '20260401', VIDEO_DEVICE_POLICY]] },
  { docId: 'kakao', inmTncCd: 'TNC005', kind: 'TERMS', title: '카카오톡 알림 서비스 이용 안내', dateLabel: '시행일', versions: [[1, '20260901', KAKAO_NOTICE]] },
  { docId: 'efinance', inmTncCd: 'TNC006', kind: 'TERMS', title: '전자금융거래 이용약관', dateLabel: '시행일', versions: [[1, '20260901', E_FINANCE_TERMS]] },
  {
    docId: 'financial',
    inmTncCd: null,
    kind: 'PAGE',
    title: '전자공고',
    dateLabel: '공고일',
    versions: [
      [1, '20250328', SETTLEMENT_2024],
      [2, '20260327', SETTLEMENT_2025],
    ],
  },
  { docId: 'join-story', inmTncCd: null, kind: 'PAGE', title: '매장 입점 절차', dateLabel: '수정일', versions: [[1, '20260601', JOIN_STORY]] },
];

const text = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`);

export function seedStatements({ now }: { now: number }): string[] {
  const documents = SEED_DOCUMENTS.map(
    (doc, index) => `(${text(doc.docId)}, ${text(doc.inmTncCd)}, '${doc.kind}', ${text(doc.title)}, ${text(doc.dateLabel)}, ${index + 1})`,
  ).join(',\n  ');
  // One statement per version: a long body alone comes near D1's limit on a statement's length.
  const versions = SEED_DOCUMENTS.flatMap((doc) =>
    doc.versions.map(
      ([versionNo, effectiveDt, body]) =>
        `INSERT OR IGNORE INTO document_versions (doc_id, version_no, effective_dt, body, created_at, updated_at) VALUES (${text(doc.docId)}, ${versionNo}, '${effectiveDt}', ${text(body)}, ${now}, ${now})`,
    ),
  );
  return [`INSERT OR IGNORE INTO documents (doc_id, inm_tnc_cd, kind, title, date_label, sort_ord) VALUES\n  ${documents}`, ...versions];
}
