import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { opsCall } from './ops-fetch';
import { dataProvider } from './data-provider';

vi.mock('./ops-fetch', () => ({ opsCall: vi.fn() }));
const call = vi.mocked(opsCall);

/** Each record's id as react-admin has it from the page's URL (always text), and as the API takes it. */
const RECORDS = [
  { resource: 'orders', get: OPS.getOrder, idField: 'ordNo', urlId: '20261122-00000001', apiId: '20261122-00000001' },
  { resource: 'documents', get: OPS.getDocument, idField: 'docId', urlId: 'terms', apiId: 'terms' },
  { resource: 'products', get: OPS.getProduct, save: OPS.saveProduct, idField: 'inmPrdNo', urlId: '100000003', apiId: '100000003' },
  { resource: 'customers', get: OPS.getCustomer, idField: 'incsNo', urlId: '100000001', apiId: 100000001 },
  { resource: 'notices', get: OPS.getNotice, save: OPS.saveNotice, delete: OPS.deleteNotice, idField: 'noticeNo', urlId: '7', apiId: 7 },
  { resource: 'faqs', get: OPS.getFaq, save: OPS.saveFaq, delete: OPS.deleteFaq, idField: 'faqNo', urlId: '12', apiId: 12 },
  { resource: 'stores', get: OPS.getStoreForOps, save: OPS.saveStore, idField: 'storeNo', urlId: '3', apiId: 3 },
  { resource: 'events', get: OPS.getEventForOps, save: OPS.saveEvent, idField: 'eventId', urlId: '5', apiId: 5 },
];

beforeEach(() => {
  call.mockReset();
});

describe('the data provider sends each record id in the type the API takes', () => {
  it.each(RECORDS)('$resource: getOne, update and delete by $idField, each only where the API has the call', async (record) => {
    const { resource, idField, urlId, apiId } = record;
    call.mockResolvedValue({ [idField]: apiId, title: '그대로' });
    const one = await dataProvider.getOne(resource, { id: urlId });
    expect(call).toHaveBeenLastCalledWith(record.get, { [idField]: apiId });
    expect(one.data).toEqual({ [idField]: apiId, title: '그대로', id: apiId });

    const update = dataProvider.update(resource, { id: urlId, data: { id: urlId, [idField]: apiId, title: '바꿈', memo: '' }, previousData: one.data });
    if (record.save) {
      await update;
      expect(call).toHaveBeenLastCalledWith(record.save, { [idField]: apiId, title: '바꿈' });
    } else await expect(update).rejects.toThrow('콘솔에서 지원하지 않는 작업입니다.');

    const removal = dataProvider.delete(resource, { id: urlId, previousData: one.data });
    if (record.delete) {
      await removal;
      expect(call).toHaveBeenLastCalledWith(record.delete, { [idField]: apiId });
    } else await expect(removal).rejects.toThrow('콘솔에서 지원하지 않는 작업입니다.');
  });

  it('takes the id a list gave (a number) the same as the URL’s text', async () => {
    call.mockResolvedValue({ noticeNo: 7 });
    await dataProvider.getOne('notices', { id: 7 });
    expect(call).toHaveBeenLastCalledWith(OPS.getNotice, { noticeNo: 7 });
    call.mockResolvedValue({ inmPrdNo: '100000003' });
    await dataProvider.getOne('products', { id: '100000003' });
    expect(call).toHaveBeenLastCalledWith(OPS.getProduct, { inmPrdNo: '100000003' });
  });

  it('creates without an id, and refuses a resource it has no calls for', async () => {
    call.mockResolvedValue({ faqNo: 13, question: '질문' });
    const created = await dataProvider.create('faqs', { data: { question: '질문', answer: '', id: undefined } });
    expect(call).toHaveBeenLastCalledWith(OPS.saveFaq, { question: '질문' });
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
    expect(call).toHaveBeenLastCalledWith(OPS.listProducts, { keyword: '크림', brandCd: undefined, page: 1, perPage: 25 });
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
    expect(call).toHaveBeenLastCalledWith(OPS.listOperatorKeys);

    call.mockResolvedValue({ items: [{ auditId: 9, outcome: 'REFUSED' }], total: 1 });
    const page = await dataProvider.getList('audit', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'auditId', order: 'DESC' },
      filter: { outcome: 'REFUSED' },
    });
    expect(call).toHaveBeenLastCalledWith(OPS.listAudit, {
      action: undefined,
      target: undefined,
      actorKind: undefined,
      outcome: 'REFUSED',
      page: 1,
      limit: 25,
    });
    expect(page.data).toEqual([{ auditId: 9, outcome: 'REFUSED', id: 9 }]);
  });
});

describe('the review queue', () => {
  it('asks for reported reviews when the filter says 신고됨, and by state otherwise', async () => {
    call.mockResolvedValue([{ reviewNo: 3, openReportCnt: 2 }]);
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };
    await dataProvider.getList('reviews', { ...params, filter: { status: 'REPORTED' } });
    expect(call).toHaveBeenLastCalledWith(OPS.listReviews, { reported: true, limit: 26, offset: 0 });
    await dataProvider.getList('reviews', { ...params, filter: { status: 'HELD' } });
    expect(call).toHaveBeenLastCalledWith(OPS.listReviews, { status: 'HELD', limit: 26, offset: 0 });
  });
});
