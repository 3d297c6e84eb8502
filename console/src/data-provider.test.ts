import { beforeEach, describe, expect, it, vi } from 'vitest';
import { opsCall } from './ops-fetch';
import { dataProvider } from './data-provider';

vi.mock('./ops-fetch', () => ({ opsCall: vi.fn() }));
const call = vi.mocked(opsCall);

/** Each record's id as react-admin has it from the page's URL (always text), and as the API takes it. */
const RECORDS = [
  { resource: 'orders', prefix: 'orders', idField: 'ordNo', urlId: '20261122-00000001', apiId: '20261122-00000001' },
  { resource: 'documents', prefix: 'content/documents', idField: 'docId', urlId: 'terms', apiId: 'terms' },
  { resource: 'products', prefix: 'catalog/products', idField: 'inmPrdNo', urlId: '100000003', apiId: '100000003' },
  { resource: 'customers', prefix: 'customers', idField: 'incsNo', urlId: '100000001', apiId: 100000001 },
  { resource: 'notices', prefix: 'content/notices', idField: 'noticeNo', urlId: '7', apiId: 7 },
  { resource: 'faqs', prefix: 'content/faqs', idField: 'faqNo', urlId: '12', apiId: 12 },
  { resource: 'stores', prefix: 'content/stores', idField: 'storeNo', urlId: '3', apiId: 3 },
  { resource: 'events', prefix: 'content/events', idField: 'eventId', urlId: '5', apiId: 5 },
];

beforeEach(() => {
  call.mockReset();
});

describe('the data provider sends each record id in the type the API takes', () => {
  it.each(RECORDS)('$resource: getOne, update and delete by $idField', async ({ resource, prefix, idField, urlId, apiId }) => {
    call.mockResolvedValue({ [idField]: apiId, title: '그대로' });
    const one = await dataProvider.getOne(resource, { id: urlId });
    expect(call).toHaveBeenLastCalledWith(`${prefix}/get`, { [idField]: apiId });
    expect(one.data).toEqual({ [idField]: apiId, title: '그대로', id: apiId });

    await dataProvider.update(resource, { id: urlId, data: { id: urlId, [idField]: apiId, title: '바꿈', memo: '' }, previousData: one.data });
    expect(call).toHaveBeenLastCalledWith(`${prefix}/save`, { [idField]: apiId, title: '바꿈' });

    await dataProvider.delete(resource, { id: urlId, previousData: one.data });
    expect(call).toHaveBeenLastCalledWith(`${prefix}/delete`, { [idField]: apiId });
  });

  it('takes the id a list gave (a number) the same as the URL’s text', async () => {
    call.mockResolvedValue({ noticeNo: 7 });
    await dataProvider.getOne('notices', { id: 7 });
    expect(call).toHaveBeenLastCalledWith('content/notices/get', { noticeNo: 7 });
    call.mockResolvedValue({ inmPrdNo: '100000003' });
    await dataProvider.getOne('products', { id: '100000003' });
    expect(call).toHaveBeenLastCalledWith('catalog/products/get', { inmPrdNo: '100000003' });
  });

  it('creates without an id, and refuses a resource it has no calls for', async () => {
    call.mockResolvedValue({ faqNo: 13, question: '질문' });
    const created = await dataProvider.create('faqs', { data: { question: '질문', answer: '', id: undefined } });
    expect(call).toHaveBeenLastCalledWith('content/faqs/save', { question: '질문' });
    expect(created.data).toEqual({ faqNo: 13, question: '질문', id: 13 });
    await expect(dataProvider.getOne('reviews', { id: '1' })).rejects.toThrow('콘솔에서 지원하지 않는 작업입니다.');
  });

  it('lists a record resource with ids as the API gave them', async () => {
    call.mockResolvedValue({ items: [{ inmPrdNo: '100000003' }, { inmPrdNo: '100000004' }], total: 2, page: 1, perPage: 25 });
    const page = await dataProvider.getList('products', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '크림' },
    });
    expect(call).toHaveBeenLastCalledWith('catalog/products/list', { keyword: '크림', brandCd: undefined, page: 1, perPage: 25 });
    expect(page).toEqual({ data: [expect.objectContaining({ id: '100000003' }), expect.objectContaining({ id: '100000004' })], total: 2 });
  });
});

describe('the owner’s lists', () => {
  it('lists operator keys by their number and filters the audit log by outcome', async () => {
    call.mockResolvedValue([{ keyId: 4, name: '송장 스크립트' }]);
    expect(await dataProvider.getList('operator-keys', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).toEqual({
      data: [{ keyId: 4, name: '송장 스크립트', id: 4 }],
      total: 1,
    });
    expect(call).toHaveBeenLastCalledWith('operators/keys/list');

    call.mockResolvedValue({ items: [{ auditId: 9, outcome: 'REFUSED' }], total: 1 });
    const page = await dataProvider.getList('audit', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'auditId', order: 'DESC' },
      filter: { outcome: 'REFUSED' },
    });
    expect(call).toHaveBeenLastCalledWith('audit/list', { action: undefined, target: undefined, actorKind: undefined, outcome: 'REFUSED', page: 1, limit: 25 });
    expect(page.data).toEqual([{ auditId: 9, outcome: 'REFUSED', id: 9 }]);
  });
});

describe('the review queue', () => {
  it('asks for reported reviews when the filter says 신고됨, and by state otherwise', async () => {
    call.mockResolvedValue([{ reviewNo: 3, openReportCnt: 2 }]);
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };
    await dataProvider.getList('reviews', { ...params, filter: { status: 'REPORTED' } });
    expect(call).toHaveBeenLastCalledWith('reviews/list', { reported: true, limit: 26, offset: 0 });
    await dataProvider.getList('reviews', { ...params, filter: { status: 'HELD' } });
    expect(call).toHaveBeenLastCalledWith('reviews/list', { status: 'HELD', limit: 26, offset: 0 });
  });
});
