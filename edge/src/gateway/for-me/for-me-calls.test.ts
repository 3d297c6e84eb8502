import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import type { GetForMeProductListResponse } from '#shared/schemas/for-me-calls';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { loginAs, seedCustomer } from '#edge/testing/seed';
import { ageGroupOf, ageOn } from './recommend';

const LIST = '/dp/display/product/v1/getForMeProductList';
const SAVE = '/cu/customer/support/v1/saveSkinType';
let token = '';
let incsNo = 0;

beforeAll(async () => {
  await env.DB.batch(catalogSeedStatements({ products: 120, seed: 11 }).map((statement) => env.DB.prepare(statement)));
  incsNo = await seedCustomer(env.DB, { dtbr: '19800301' });
  token = await loginAs(env.DB, incsNo);
});

async function list(body: object): Promise<GetForMeProductListResponse['data']> {
  const response = await callGateway('POST', LIST, { token, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return ((await response.json()) as GetForMeProductListResponse).data;
}

async function skinTypesOf(codes: readonly string[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`SELECT product_code, skin_type FROM products WHERE product_code IN (SELECT value FROM json_each(?))`)
    .bind(JSON.stringify(codes))
    .all<{ product_code: string; skin_type: string }>();
  const byCode = new Map(results.map((row) => [row.product_code, row.skin_type]));
  return codes.map((code) => byCode.get(code) ?? '');
}

describe('for-me', () => {
  it('asks guests to log in and changes nothing', async () => {
    await expectJson(await callGateway('POST', LIST, { body: '{}' }), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
    await expectJson(await callGateway('POST', SAVE, { body: '{"skinType":"DRY"}' }), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });

  it('follows age alone until a skin type is chosen', async () => {
    const data = await list({});
    expect(data.skinType).toBeNull();
    expect(data.ageGroup).toMatch(/^[4-9]0대$/);
    expect(data.items).toHaveLength(20);
    expect(data.items.every((item) => item.soldOutYn === 'N')).toBe(true);
  });

  it('puts products for the chosen skin type first and never those that exclude it', async () => {
    const data = await list({ skinType: 'SENSITIVE', size: 40 });
    expect(data.skinType).toBe('SENSITIVE');
    const skins = await skinTypesOf(data.items.map((item) => item.productCode));
    expect(skins[0]).toContain('민감성');
    expect(skins.some((skin) => skin.includes('민감성 제외'))).toBe(false);
    const firstOther = skins.findIndex((skin) => !skin.includes('민감성'));
    if (firstOther >= 0) expect(skins.slice(firstOther).some((skin) => skin.includes('민감성') && !skin.includes('제외'))).toBe(false);
  });

  it('saves the skin type, which later lists use', async () => {
    await expectJson(await callGateway('POST', SAVE, { token, body: '{"skinType":"OILY"}' }), 200, { statusCode: 200, data: { skinType: 'OILY' } });
    const row = await env.DB.prepare('SELECT skin_type_cd FROM customers WHERE incs_no = ?').bind(incsNo).first<{ skin_type_cd: string }>();
    expect(row?.skin_type_cd).toBe('OILY');
    const data = await list({});
    expect(data.skinType).toBe('OILY');
    expect((await skinTypesOf([data.items[0].productCode]))[0]).toContain('지성');
  });

  it('refuses an unknown skin type with a Korean message', async () => {
    const response = await callGateway('POST', SAVE, { token, body: '{"skinType":"SHINY"}' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { skinType: '피부 타입을 선택해 주세요.' } });
  });
});

describe('age', () => {
  it('counts birthdays and decades', () => {
    expect(ageOn('19900615', '20261122')).toBe(36);
    expect(ageOn('19901123', '20261122')).toBe(35);
    expect(ageOn(null, '20261122')).toBeNull();
    expect(ageOn('1990', '20261122')).toBeNull();
    expect(ageGroupOf(36)).toBe('30대');
    expect(ageGroupOf(15)).toBe('10대');
    expect(ageGroupOf(null)).toBeNull();
  });
});
