import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DISCLOSURE_FIELDS, seedFixtureCatalog } from '../gateway/display/test-catalog';
import { callGateway } from '../testing/gateway-call';
import { callOps as callAnyOps, opsData as dataOf } from '../testing/ops-call';
import { FILES } from '../uploads/test-files';
import { serveUpload } from '../uploads/serve-upload';
import { CATALOG_IMAGE_UPLOAD_BASE, catalogImageUpload } from './catalog-image-ops';
import { LOCAL_OPERATOR_KEY, ops } from './index';

const callOps = (path: string, body: unknown) => callAnyOps(`catalog/${path}`, body);
const uploadApp = new Hono().route(`/ops${CATALOG_IMAGE_UPLOAD_BASE}`, catalogImageUpload).get('/uploads/*', serveUpload).route('/ops', ops);

interface Product {
  inmPrdNo: string;
  productCode: string;
  prdNm: string;
  saleAmt: number;
  stock: number;
  options: { inmOptnPrdNo: string; prdOptnNm: string; prdCd: string; saleAmt: number; stock: number }[];
  images: { sortOrd: number; alt: string; url: string; uploadedYn: string }[];
  saleStopYn: 'Y' | 'N';
  change?: { message: string };
}

const newProduct = {
  prdNm: '녹차숍 새싹 세럼',
  brandCd: 'NKCHA',
  subCatId: 202,
  summary: '새싹 요약',
  description: '새싹 설명',
  cnsmAmt: 30000,
  saleAmt: 27000,
  ...FIXTURE_DISCLOSURE_FIELDS,
};

function upload(inmPrdNo: string, body: Uint8Array, alt = '앞면 사진', key: Record<string, string> = { 'X-Operator-Key': LOCAL_OPERATOR_KEY }) {
  return Promise.resolve(
    uploadApp.request(
      `http://localhost/ops/v1/catalog/images/upload?inmPrdNo=${inmPrdNo}&alt=${encodeURIComponent(alt)}`,
      { method: 'POST', body, headers: { 'Content-Type': 'image/png', 'Content-Length': String(body.byteLength), ...key } },
      env,
    ),
  );
}
const liveInfo = async (inmPrdNo: string) =>
  (
    (await (await callGateway('POST', '/dp/display/product/v1/getProductLiveInfo', { body: JSON.stringify({ inmPrdNoList: [inmPrdNo] }) })).json()) as {
      data: { saleAmt: number; soldOutYn: string; options: { inmOptnPrdNo: string; stock: number }[] }[];
    }
  ).data[0];
const countOf = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

describe('the catalog in the console', () => {
  it('lists products by name, brand or code, paged with the total', async () => {
    const byName = await dataOf<{ items: Product[]; total: number }>(await callOps('products/list', { keyword: '토너' }));
    expect(byName.items.map((item) => item.inmPrdNo)).toContain('100000001');
    const byCode = await dataOf<{ items: Product[]; total: number }>(await callOps('products/list', { keyword: 'NK0000001' }));
    expect(byCode).toMatchObject({ total: 1, items: [{ inmPrdNo: '100000001' }] });
    const paged = await dataOf<{ items: Product[]; total: number }>(await callOps('products/list', { brandCd: 'DAMSO', perPage: 1 }));
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
  });

  it('changes a price and a name, and says both are on every page within a minute', async () => {
    const product = await dataOf<Product & Record<string, unknown>>(await callOps('products/get', { inmPrdNo: '100000001' }));
    const priced = await dataOf<Product>(await callOps('products/save', { ...product, saleAmt: 15000 }));
    expect(priced.change).toEqual({ message: '저장했습니다. 1분 안에 모든 페이지에 반영됩니다.' });
    expect((await liveInfo('100000001')).saleAmt).toBe(15000);

    const renamed = await dataOf<Product>(await callOps('products/save', { ...product, saleAmt: 15000, prdNm: '녹차숍 제주 녹차 토너 리뉴얼' }));
    expect(renamed.change).toEqual({ message: '저장했습니다. 1분 안에 모든 페이지에 반영됩니다.' });
    const found = await env.DB.prepare('SELECT prd_nm, name_choseong FROM search_docs WHERE inm_prd_no = ?').bind('100000001').first();
    expect(found).toEqual({ prd_nm: '녹차숍 제주 녹차 토너 리뉴얼', name_choseong: 'ㄴㅊㅅ ㅈㅈ ㄴㅊ ㅌㄴ ㄹㄴㅇ' });
  });

  it('creates a product on sale with one option out of stock and a drawn image', async () => {
    const created = await dataOf<Product>(await callOps('products/save', newProduct));
    expect(created).toMatchObject({
      prdNm: '녹차숍 새싹 세럼',
      stock: 0,
      saleStopYn: 'N',
      change: { message: '저장했습니다. 1분 안에 모든 페이지에 반영됩니다.' },
    });
    expect(created.options).toMatchObject([{ prdOptnNm: '단품', saleAmt: 27000, stock: 0 }]);
    expect(created.images).toMatchObject([{ sortOrd: 0, uploadedYn: 'N' }]);
    const detail = await callGateway('POST', '/dp/display/product/v1/getProductDetail', { body: JSON.stringify({ productCode: created.productCode }) });
    expect(detail.status).toBe(200);
  });

  it('adds an option, moves stock live and never below zero', async () => {
    const withOption = await dataOf<Product>(
      await callOps('options/save', { inmPrdNo: '100000002', prdOptnNm: '기획세트', prdCd: 'DAMSO9990001', cnsmAmt: 40000, saleAmt: 36000, stock: 3 }),
    );
    const option = withOption.options.find((item) => item.prdCd === 'DAMSO9990001')!;
    expect(withOption.change?.message).toBe('저장했습니다. 1분 안에 모든 페이지에 반영됩니다.');
    const moved = await dataOf<Product>(await callOps('stock/adjust', { inmOptnPrdNo: option.inmOptnPrdNo, delta: 7, memo: '입고' }));
    expect(moved.change?.message).toBe('저장했습니다. 1분 안에 모든 페이지에 반영됩니다.');
    expect((await liveInfo('100000002')).options.find((item) => item.inmOptnPrdNo === option.inmOptnPrdNo)?.stock).toBe(10);
    const refused = await callOps('stock/adjust', { inmOptnPrdNo: option.inmOptnPrdNo, delta: -11, memo: '파손' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ code: 'STOCK_NOT_ENOUGH', message: '재고보다 많이 뺄 수 없습니다.' });
    expect((await callOps('options/save', { inmPrdNo: '100000002', prdOptnNm: '남의 코드', prdCd: 'NKCHA9990001', cnsmAmt: 1, saleAmt: 1 })).status).toBe(400);
  });

  it('uploads a photo checked by its bytes to R2, orders and removes images', async () => {
    const refused = await upload('100000003', FILES.html);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ code: 'UPLOAD_TYPE_REFUSED' });
    expect((await upload('100000003', FILES.gif)).status).toBe(415);
    expect((await upload('999999999', FILES.png)).status).toBe(404);
    // Who calls is checked before what they sent; then the query, before a byte is read.
    expect((await upload('100000003', FILES.png, 'x'.repeat(101), {})).status).toBe(401);
    const badAlt = await upload('100000003', FILES.png, 'x'.repeat(101));
    expect(badAlt.status).toBe(400);
    expect(await badAlt.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { alt: expect.stringContaining('이미지 설명') } });
    expect((await uploadApp.request('http://localhost/ops/v1/catalog/images/upload', { headers: { 'X-Operator-Key': LOCAL_OPERATOR_KEY } }, env)).status).toBe(
      405,
    );

    const response = await upload('100000003', FILES.png);
    expect(response.status, await response.clone().text()).toBe(200);
    const withPhoto = ((await response.json()) as { data: Product }).data;
    const photo = withPhoto.images.find((image) => image.uploadedYn === 'Y')!;
    expect(photo).toMatchObject({ sortOrd: 1, alt: '앞면 사진', url: expect.stringMatching(/^\/uploads\/product\/[\w-]+\.png$/) });
    const served = await uploadApp.request(`https://shop.example${photo.url}`, {}, env);
    expect(served.headers.get('Content-Type')).toBe('image/png');

    const ordered = await dataOf<Product>(await callOps('images/order', { inmPrdNo: '100000003', order: [1, 0] }));
    expect(ordered.images[0]).toMatchObject({ sortOrd: 0, url: photo.url });
    const cards = await callGateway('POST', '/dp/display/product/v1/getProductLiveInfo', { body: JSON.stringify({ inmPrdNoList: ['100000003'] }) });
    expect(cards.status).toBe(200);
    expect((await callOps('images/order', { inmPrdNo: '100000003', order: [0, 0] })).status).toBe(400);

    const removed = await dataOf<Product>(await callOps('images/remove', { inmPrdNo: '100000003', sortOrd: 1 }));
    expect(removed.images).toEqual([expect.objectContaining({ sortOrd: 0, url: photo.url })]);
    const last = await callOps('images/remove', { inmPrdNo: '100000003', sortOrd: 0 });
    expect(last.status).toBe(409);
  });

  it('refuses bad input with Korean field messages and 404s, and changes nothing', async () => {
    const before = await Promise.all(['products', 'product_options', 'product_images', 'audit_log'].map(countOf));
    const bad = await callOps('products/save', { ...newProduct, prdNm: ' ', saleAmt: 40000 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { prdNm: '상품명을 입력해 주세요.' } });
    const over = await callOps('products/save', { ...newProduct, saleAmt: 40000 });
    expect(await over.json()).toMatchObject({ fields: { saleAmt: '판매가는 정가보다 클 수 없습니다.' } });
    expect((await callOps('products/save', { ...newProduct, brandCd: 'NOPE0' })).status).toBe(400);
    expect((await callOps('products/save', { ...newProduct, inmPrdNo: '999999999' })).status).toBe(404);
    expect((await callOps('products/save', { ...newProduct, inmPrdNo: '100000002' })).status).toBe(409);
    expect((await callOps('products/get', { inmPrdNo: '999999999' })).status).toBe(404);
    expect((await callOps('stock/adjust', { inmOptnPrdNo: '1', delta: 1, memo: '입고' })).status).toBe(404);
    expect((await callOps('stock/adjust', { inmOptnPrdNo: '1', delta: 0, memo: '' })).status).toBe(400);
    expect((await callOps('options/save', { inmPrdNo: '100000001', prdOptnNm: '코드 없음', cnsmAmt: 1, saleAmt: 1 })).status).toBe(400);
    expect((await callOps('options/save', { inmPrdNo: '100000001', inmOptnPrdNo: '1', prdOptnNm: '없는 옵션', cnsmAmt: 1, saleAmt: 1 })).status).toBe(404);
    expect(await Promise.all(['products', 'product_options', 'product_images', 'audit_log'].map(countOf))).toEqual(before);
  });

  it('writes each change to the audit log with the state before and after', async () => {
    const option = (await env.DB.prepare("SELECT inm_optn_prd_no FROM product_options WHERE inm_prd_no = '100000004' LIMIT 1").first<{
      inm_optn_prd_no: string;
    }>())!;
    await callOps('stock/adjust', { inmOptnPrdNo: option.inm_optn_prd_no, delta: 5, memo: '실사 차이' });
    const row = await env.DB.prepare('SELECT action, input_json, before_json, after_json FROM audit_log WHERE target = ?')
      .bind(`option:${option.inm_optn_prd_no}`)
      .first<{ action: string; input_json: string; before_json: string; after_json: string }>();
    expect(row?.action).toBe('/v1/catalog/stock/adjust');
    expect(JSON.parse(row!.input_json)).toMatchObject({ memo: '실사 차이' });
    expect(JSON.parse(row!.after_json).stock - JSON.parse(row!.before_json).stock).toBe(5);
    const { results: uploads } = await env.DB.prepare(
      "SELECT input_json FROM audit_log WHERE action = '/v1/catalog/images/upload' AND target = 'product:100000003'",
    ).all<{ input_json: string }>();
    // A photo is logged by its product, alt text and size, never its bytes.
    expect(uploads.map((upload) => JSON.parse(upload.input_json))).toEqual([{ inmPrdNo: '100000003', alt: '앞면 사진', bytes: FILES.png.byteLength }]);
  });

  it('takes a product off sale (판매중지) and back, filters the list by it, audits both and refuses an unknown product', async () => {
    const listed = async () =>
      (
        await dataOf<{ items: { productCode: string }[] }>(await callGateway('POST', '/dp/display/product/v1/getProductList', { body: '{"size":100}' }))
      ).items.map((card) => card.productCode);
    const product = await dataOf<Product>(await callOps('products/get', { inmPrdNo: '100000005' }));
    expect(await listed()).toContain(product.productCode);

    const stopped = await dataOf<Product>(await callOps('products/sale-stop', { inmPrdNo: '100000005', saleStopYn: 'Y' }));
    expect(stopped).toMatchObject({ saleStopYn: 'Y', change: { message: '판매중지했습니다. 1분 안에 목록·검색·사이트맵에서 빠집니다.' } });
    expect(await listed()).not.toContain(product.productCode);
    const onlyStopped = await dataOf<{ items: Product[] }>(await callOps('products/list', { saleStopYn: 'Y' }));
    expect(onlyStopped.items.map((item) => [item.inmPrdNo, item.saleStopYn])).toEqual([['100000005', 'Y']]);
    const onSale = await dataOf<{ items: Product[] }>(await callOps('products/list', { saleStopYn: 'N', perPage: 100 }));
    expect(onSale.items.map((item) => item.inmPrdNo)).not.toContain('100000005');
    // A form saved without the field keeps the product off sale.
    const { saleStopYn: _kept, ...form } = (await dataOf<Product & Record<string, unknown>>(
      await callOps('products/get', { inmPrdNo: '100000005' }),
    )) as Record<string, unknown>;
    expect((await dataOf<Product>(await callOps('products/save', form))).saleStopYn).toBe('Y');

    const cleared = await dataOf<Product>(await callOps('products/sale-stop', { inmPrdNo: '100000005', saleStopYn: 'N' }));
    expect(cleared.change?.message).toBe('판매중지를 해제했습니다. 1분 안에 목록·검색·사이트맵에 다시 보입니다.');
    expect(await listed()).toContain(product.productCode);
    const audits = await env.DB.prepare(
      "SELECT before_json, after_json FROM audit_log WHERE action = '/v1/catalog/products/sale-stop' AND target = 'product:100000005' ORDER BY audit_id",
    ).all<{ before_json: string; after_json: string }>();
    expect(audits.results.map((row) => [JSON.parse(row.before_json).sale_stop_yn, JSON.parse(row.after_json).sale_stop_yn])).toEqual([
      ['N', 'Y'],
      ['Y', 'N'],
    ]);
    const unknown = await callOps('products/sale-stop', { inmPrdNo: '999999999', saleStopYn: 'Y' });
    expect(unknown.status).toBe(404);
  });
});
