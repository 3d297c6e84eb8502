/**
 * react-admin's data provider over the operator API (ADR 026): each resource's list pages, sorts
 * and filters on the gateway (never in the browser), and only the calls a resource has are offered.
 */
import type { DataProvider, GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import type { Route } from '#shared/schemas/contract';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { opsCall } from './ops-fetch';

type Lister = (params: GetListParams) => Promise<GetListResult>;

/** A resource's call, whichever its body and answer: react-admin's records are untyped. */
type AnyCall = Route<unknown, unknown, 'operator'>;
const call = <T>(route: AnyCall, body?: unknown) => opsCall(route, body) as Promise<T>;

interface Page<T> {
  items: T[];
  total: number;
}

/** The review filter's 신고됨, beside the states: published reviews with reports waiting for a decision. */
export const REPORTED_FILTER = 'REPORTED';

/** The console's sort fields → the API's. */
const ORDER_SORTS: Record<string, 'orderedAt' | 'payAmt'> = { ordDttm: 'orderedAt', payAmt: 'payAmt' };

/**
 * A queue the API pages by `limit` and `offset` without counting: one row more than the page
 * says whether there is a next page (react-admin's partial pagination), and the last page gives the count.
 */
function queue(route: AnyCall, idOf: (row: Record<string, unknown>) => string | number, filterOf: (filter: Record<string, string>) => object): Lister {
  return async ({ pagination, filter }) => {
    const perPage = pagination?.perPage ?? 25;
    const page = pagination?.page ?? 1;
    const rows = await call<Record<string, unknown>[]>(route, { ...filterOf(filter), limit: perPage + 1, offset: (page - 1) * perPage });
    const data = rows.slice(0, perPage).map((row) => ({ ...row, id: idOf(row) }));
    // On the last page the count is known; before it, only that another page follows.
    if (rows.length <= perPage) return { data, total: (page - 1) * perPage + data.length };
    return { data, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 } };
  };
}

const LISTS: Record<string, Lister> = {
  inquiries: queue(
    OPS.listInquiries,
    (row) => row.inquiryNo as number,
    (filter) => ({ status: filter.status || undefined }),
  ),
  reviews: queue(
    OPS.listReviews,
    (row) => row.reviewNo as number,
    (filter) => (filter.status === REPORTED_FILTER ? { reported: true } : { status: filter.status || undefined }),
  ),
  postings: queue(
    OPS.listPostings,
    (row) => row.postingNo as number,
    (filter) => ({ status: filter.status || 'PENDING' }),
  ),
  bottles: queue(
    OPS.listBottles,
    (row) => row.id as number,
    (filter) => ({ status: filter.status || undefined }),
  ),
  'payment-voids': queue(
    OPS.listPaymentVoids,
    (row) => row.voidId as number,
    (filter) => ({ status: filter.status || undefined }),
  ),
  claims: queue(
    OPS.listClaims,
    (row) => row.clmNo as number,
    (filter) => ({ status: filter.status || undefined, type: filter.type || undefined }),
  ),
  async orders({ pagination, sort, filter }) {
    const page = await opsCall(OPS.searchOrders, {
      status: filter.status || undefined,
      from: filter.from || undefined,
      to: filter.to || undefined,
      keyword: filter.q || undefined,
      sort: ORDER_SORTS[sort?.field ?? ''] ?? 'orderedAt',
      order: sort?.order === 'ASC' ? 'ASC' : 'DESC',
      page: pagination?.page ?? 1,
      perPage: pagination?.perPage ?? 25,
    });
    return { data: page.items.map((item) => ({ ...item, id: item.ordNo })), total: page.total };
  },
  /** A shop has a handful of operators: one call lists them all. */
  async operators() {
    const rows = await opsCall(OPS.listOperators);
    return { data: rows.map((row) => ({ ...row, id: row.operatorId })), total: rows.length };
  },
  /** Keys, like operators, are few: one call lists them all, live ones first. */
  async 'operator-keys'() {
    const rows = await opsCall(OPS.listOperatorKeys);
    return { data: rows.map((row) => ({ ...row, id: row.keyId })), total: rows.length };
  },
  async audit({ pagination, filter }) {
    const page = await opsCall(OPS.listAudit, {
      action: filter.action || undefined,
      target: filter.target || undefined,
      actorKind: filter.actorKind || undefined,
      outcome: filter.outcome || undefined,
      page: pagination?.page ?? 1,
      limit: pagination?.perPage ?? 25,
    });
    return { data: page.items.map((item) => ({ ...item, id: item.auditId })), total: page.total };
  },
};

/**
 * Records read one at a time: a list that pages with a total (`list`, or `search` for customers)
 * and one record (`get`); those the content team writes (notices, FAQ) also have one save call that
 * creates (without a number) or changes it, and a delete.
 */
interface Editable {
  /** Its list (paged here; orders have their own search above), its one record, its save and delete. */
  calls: { list?: AnyCall; get: AnyCall; save?: AnyCall; delete?: AnyCall };
  idField: string;
  /** How the API takes the id; react-admin has it as text when it comes from the page's URL. */
  idType: 'text' | 'number';
  filterOf?: (filter: Record<string, string>) => object;
}
const EDITABLE: Record<string, Editable> = {
  orders: { calls: { get: OPS.getOrder }, idField: 'ordNo', idType: 'text' },
  documents: { calls: { list: OPS.listDocuments, get: OPS.getDocument }, idField: 'docId', idType: 'text' },
  events: {
    calls: { list: OPS.listEventsForOps, get: OPS.getEventForOps, save: OPS.saveEvent },
    idField: 'eventId',
    idType: 'number',
    filterOf: (filter) => ({ phase: filter.phase || undefined }),
  },
  stores: {
    calls: { list: OPS.listStoresForOps, get: OPS.getStoreForOps, save: OPS.saveStore },
    idField: 'storeNo',
    idType: 'number',
    filterOf: (filter) => ({ regionCd: filter.regionCd || undefined, status: filter.status || undefined, keyword: filter.q || undefined }),
  },
  products: {
    calls: { list: OPS.listProducts, get: OPS.getProduct, save: OPS.saveProduct },
    idField: 'inmPrdNo',
    idType: 'text',
    filterOf: (filter) => ({ keyword: filter.q || undefined, brandCd: filter.brandCd || undefined, saleStopYn: filter.saleStopYn || undefined }),
  },
  customers: {
    calls: { list: OPS.searchCustomers, get: OPS.getCustomer },
    idField: 'incsNo',
    idType: 'number',
    filterOf: (filter) => ({ keyword: filter.q || undefined }),
  },
  notices: {
    calls: { list: OPS.listNotices, get: OPS.getNotice, save: OPS.saveNotice, delete: OPS.deleteNotice },
    idField: 'noticeNo',
    idType: 'number',
    filterOf: (filter) => ({ status: filter.status || undefined, keyword: filter.q || undefined }),
  },
  faqs: {
    calls: { list: OPS.listFaqs, get: OPS.getFaq, save: OPS.saveFaq, delete: OPS.deleteFaq },
    idField: 'faqNo',
    idType: 'number',
    filterOf: (filter) => ({ categoryCd: filter.categoryCd || undefined, status: filter.status || undefined, keyword: filter.q || undefined }),
  },
};

function editable(resource: string): Editable {
  const found = EDITABLE[resource];
  if (!found) throw new Error('콘솔에서 지원하지 않는 작업입니다.');
  return found;
}
/** A call the resource has, or the same refusal as a resource the console does not know. */
function callOf(route: AnyCall | undefined): AnyCall {
  if (!route) throw new Error('콘솔에서 지원하지 않는 작업입니다.');
  return route;
}
const withId = (idField: string) => (row: Record<string, unknown>) => ({ ...row, id: row[idField] as number | string });
/** The record's id as the API's call names it: `{ ordNo: '…' }`, `{ noticeNo: 7 }`. */
const idOf = ({ idField, idType }: Editable, id: Identifier) => ({ [idField]: idType === 'text' ? String(id) : Number(id) });
/** What a form sends: its fields without the read-only ones and without empty optional values. */
const fieldsOf = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key, value]) => key !== 'id' && value !== null && value !== ''));

for (const [resource, { calls, idField, filterOf = () => ({}) }] of Object.entries(EDITABLE)) {
  const { list } = calls;
  if (!list) continue;
  LISTS[resource] = async ({ pagination, filter }) => {
    const page = await call<Page<Record<string, unknown>>>(list, {
      ...filterOf(filter),
      page: pagination?.page ?? 1,
      perPage: pagination?.perPage ?? 25,
    });
    return { data: page.items.map(withId(idField)), total: page.total };
  };
}

const unsupported = () => Promise.reject(new Error('콘솔에서 지원하지 않는 작업입니다.'));

export const dataProvider: DataProvider = {
  getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
    (LISTS[resource] ? LISTS[resource](params) : unsupported()) as Promise<GetListResult<R>>,
  async getOne(resource, { id }) {
    const found = editable(resource);
    return { data: withId(found.idField)(await call<Record<string, unknown>>(found.calls.get, idOf(found, id))) as never };
  },
  async create(resource, { data }) {
    const { calls, idField } = editable(resource);
    return { data: withId(idField)(await call<Record<string, unknown>>(callOf(calls.save), fieldsOf(data))) as never };
  },
  async update(resource, { id, data }) {
    const found = editable(resource);
    return { data: withId(found.idField)(await call<Record<string, unknown>>(callOf(found.calls.save), { ...fieldsOf(data), ...idOf(found, id) })) as never };
  },
  async delete(resource, { id, previousData }) {
    const found = editable(resource);
    await call(callOf(found.calls.delete), idOf(found, id));
    return { data: (previousData ?? { id }) as never };
  },
  getMany: unsupported,
  getManyReference: unsupported,
  updateMany: unsupported,
  deleteMany: unsupported,
};
