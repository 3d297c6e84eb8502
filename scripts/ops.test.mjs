import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { opsRequest, parseOpsArgs, parseValue } from './ops.mjs';

describe('parseOpsArgs', () => {
  it('sends a file as text with key=@file, and says so in Korean when it cannot be read', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ops-')), 'tracking.csv');
    writeFileSync(file, '주문번호,송장번호\n20261125-A,684300000010\n');
    expect(parseOpsArgs(['orders/tracking-upload', `csv=@${file}`]).body).toEqual({ csv: '주문번호,송장번호\n20261125-A,684300000010\n' });
    expect(() => parseOpsArgs(['orders/tracking-upload', 'csv=@/no/such/file.csv'])).toThrow('파일을 읽을 수 없습니다: /no/such/file.csv');
  });

  it('takes the path and key=value pairs, numbers parsed', () => {
    expect(parseOpsArgs(['orders/status', 'ordNo=20261122-4F7K2Q9M', 'status=SHIPPING', 'trackingNo=684312345678'])).toEqual({
      path: 'orders/status',
      body: { ordNo: '20261122-4F7K2Q9M', status: 'SHIPPING', trackingNo: 684312345678 },
    });
    expect(parseOpsArgs(['/orders/list', 'limit=5'])).toEqual({ path: 'orders/list', body: { limit: 5 } });
    expect(parseOpsArgs(['orders/expire-pending'])).toEqual({ path: 'orders/expire-pending', body: {} });
  });

  it('keeps leading-zero digits, signs and text as given', () => {
    expect(parseValue('01012345678')).toBe('01012345678');
    expect(parseValue('-500')).toBe(-500);
    expect(parseValue('0')).toBe(0);
    expect(parseValue('1.5')).toBe(1.5);
    expect(parseValue('3,000')).toBe('3,000');
    expect(parseValue('')).toBe('');
    expect(parseOpsArgs(['customers/points', 'memo=a=b'])).toEqual({ path: 'customers/points', body: { memo: 'a=b' } });
  });

  it('sends raw JSON with key:=', () => {
    expect(parseOpsArgs(['claims/status', 'lines:=[1,2]', 'flag:=true'])).toEqual({ path: 'claims/status', body: { lines: [1, 2], flag: true } });
    expect(() => parseOpsArgs(['claims/status', 'lines:=[1,'])).toThrow('JSON 값이 올바르지 않습니다');
  });

  it('refuses a missing path or a pair without =', () => {
    expect(() => parseOpsArgs([])).toThrow('경로가 필요합니다');
    expect(() => parseOpsArgs(['ordNo=1'])).toThrow('경로가 필요합니다');
    expect(() => parseOpsArgs(['orders/status', 'SHIPPING'])).toThrow('key=value 형식이 아닙니다');
  });
});

describe('opsRequest', () => {
  it('POSTs to the local shop with the local key by default', () => {
    const { url, init } = opsRequest(['orders/list', 'status=PAID'], {});
    expect(url).toBe('http://localhost:8787/ops/v1/orders/list');
    expect(init).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Operator-Key': 'nokcha-local-operator-key' },
      body: '{"status":"PAID"}',
    });
  });

  it('uses SHOP_URL and OPERATOR_KEY when set', () => {
    const { url, init } = opsRequest(['orders/list'], { SHOP_URL: 'https://shop.example/', OPERATOR_KEY: 'secret-key' });
    expect(url).toBe('https://shop.example/ops/v1/orders/list');
    expect(init.headers['X-Operator-Key']).toBe('secret-key');
  });

  it('sends a Cloudflare Access service token only when both its parts are set', () => {
    const both = opsRequest(['orders/list'], { CF_ACCESS_CLIENT_ID: 'id.access', CF_ACCESS_CLIENT_SECRET: 'secret' }).init.headers;
    expect(both).toMatchObject({ 'CF-Access-Client-Id': 'id.access', 'CF-Access-Client-Secret': 'secret' });
    expect(opsRequest(['orders/list'], { CF_ACCESS_CLIENT_ID: 'id.access' }).init.headers).not.toHaveProperty('CF-Access-Client-Id');
  });
});
