/**
 * The operator API's routes for terms and policy documents with their versions (ADR 045); schema-
 * free for the console, contracts at the end of `document-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './document-ops-calls';

export const DOCUMENT_OPS_ROUTES = {
  listDocuments: readRoute<undefined, ResponseOf<typeof S.ListDocumentsResponseSchema>>('/v1/content/documents/list', ['CONTENT']),
  getDocument: readRoute<RequestOf<typeof S.GetDocumentRequestSchema>, ResponseOf<typeof S.DocumentResponseSchema>>('/v1/content/documents/get', ['CONTENT']),
  saveDocumentVersion: changeRoute<RequestOf<typeof S.SaveDocumentVersionRequestSchema>, ResponseOf<typeof S.DocumentResponseSchema>>(
    '/v1/content/documents/version-save',
    ['CONTENT'],
  ),
  deleteDocumentVersion: changeRoute<RequestOf<typeof S.DeleteDocumentVersionRequestSchema>, ResponseOf<typeof S.DocumentResponseSchema>>(
    '/v1/content/documents/version-delete',
    ['CONTENT'],
  ),
};
