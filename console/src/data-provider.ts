/**
 * react-admin's data provider over the operator API (ADR 026): each resource's list pages, sorts
 * and filters on the gateway (never in the browser), and only the calls a resource has are offered.
 */
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { opsCall } from './ops-fetch';

type Lister = (params: GetListParams) => Promise<GetListResult>;

interface Page<T> {
  items: T[];
  total: number;
}

/** The console's sort fields → the API's. */
const ORDER_SORTS: Record<string, 'orderedAt' | 'payAmt'> = { ordDttm: 'orderedAt', payAmt: 'payAmt' };

/**
 * A queue the API pages by `limit` and `offset` without counting: one row more than the page
 * says whether there is a next page (react-admin's partial pagination), and the last page gives the count.
 */
function queue(path: string, idOf: (row: Record<string, unknown>) => string | number, filterOf: (filter: Record<string, string>) => object): Lister {
  return async ({ pagination, filter }) => {
    const perPage = pagination?.perPage ?? 25;
    const page = pagination?.page ?? 1;
    const rows = await opsCall<Record<string, unknown>[]>(path, { ...filterOf(filter), limit: perPage + 1, offset: (page - 1) * perPage });
    const data = rows.slice(0, perPage).map((row) => ({ ...row, id: idOf(row) }));
    // On the last page the count is known; before it, only that another page follows.
    if (rows.length <= perPage) return { data, total: (page - 1) * perPage + data.length };
    return { data, pageInfo: { hasNextPage: true, hasPreviousPage: page > 1 } };
  };
}

const LISTS: Record<string, Lister> = {
  inquiries: queue(
    'inquiries/list',
    (row) => row.inquiryNo as number,
    (filter) => ({ status: filter.status || undefined }),
  ),
  reviews: queue(
    'reviews/list',
    (row) => row.reviewNo as number,
    (filter) => ({ status: filter.status || undefined }),
  ),
  postings: queue(
    'postings/list',
    (row) => row.postingNo as number,
    (filter) => ({ status: filter.status || 'PENDING' }),
  ),
  claims: queue(
    'claims/list',
    (row) => row.clmNo as number,
    (filter) => ({ status: filter.status || undefined, type: filter.type || undefined }),
  ),
  async orders({ pagination, sort, filter }) {
    const page = await opsCall<Page<{ ordNo: string }>>('orders/search', {
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
  async audit({ pagination, filter }) {
    const page = await opsCall<Page<{ auditId: number }>>('audit/list', {
      action: filter.action || undefined,
      target: filter.target || undefined,
      actorKind: filter.actorKind || undefined,
      page: pagination?.page ?? 1,
      limit: pagination?.perPage ?? 25,
    });
    return { data: page.items.map((item) => ({ ...item, id: item.auditId })), total: page.total };
  },
};

const unsupported = () => Promise.reject(new Error('콘솔에서 지원하지 않는 작업입니다.'));

export const dataProvider: DataProvider = {
  getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
    (LISTS[resource] ? LISTS[resource](params) : unsupported()) as Promise<GetListResult<R>>,
  getOne: unsupported,
  getMany: unsupported,
  getManyReference: unsupported,
  create: unsupported,
  update: unsupported,
  updateMany: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
};
