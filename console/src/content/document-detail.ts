/** A terms or policy document with its versions: `/ops/v1/content/documents/get` (shared/schemas/document-ops-calls.ts). */
export interface DocumentVersionOps {
  versionNo: number;
  effectiveDt: string;
  status: 'PUBLISHED' | 'HIDDEN';
  phase: 'IN_FORCE' | 'PAST' | 'WAITING';
  body: string;
}

export interface DocumentOps {
  id: string;
  docId: string;
  kind: 'TERMS' | 'PAGE';
  title: string;
  dateLabel: string;
  versions: DocumentVersionOps[];
}

export const PHASE_NAMES: Readonly<Record<DocumentVersionOps['phase'], string>> = { IN_FORCE: '시행 중', PAST: '지난 버전', WAITING: '시행 대기' };
