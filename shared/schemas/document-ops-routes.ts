/**
 * The operator API's routes for terms and policy documents with their versions (ADR 045); schema-
 * free for the console, contracts at the end of `document-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './document-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const DOCUMENT_OPS_ROUTES = typedRoutes<typeof S>()({
  listDocuments: readRoute('/v1/content/documents/list', ['CONTENT']),
  getDocument: readRoute('/v1/content/documents/get', ['CONTENT']),
  saveDocumentVersion: changeRoute('/v1/content/documents/version-save', ['CONTENT']),
  deleteDocumentVersion: changeRoute('/v1/content/documents/version-delete', ['CONTENT']),
});
