/**
 * Helpers the address tests share: a fresh member, calling an address endpoint, a valid address
 * from the bundled dataset, and the member's rows read straight from D1.
 */
import { env } from 'cloudflare:test';
import { callGateway } from '#edge/testing/gateway-call';
import { seedMember, seriesCustomer } from '#edge/testing/seed';

let members = 0;

/** A new member and their Bearer token. */
export async function newMember(): Promise<{ incsNo: number; token: string }> {
  members += 1;
  return seedMember(env.DB, seriesCustomer('addr', '0108', members));
}

/** POSTs `body` to `/cu/address/v1/{verb}`, with `token` when given. */
export function postAddress(verb: string, body?: unknown, token?: string, bindings?: object): Promise<Response> {
  return callGateway('POST', `/cu/address/v1/${verb}`, {
    token,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    bindings,
  });
}

/** The `data` of a call that must succeed. */
export async function okData<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** Real addresses of the bundled dataset, as a search answers them. */
export const FINANCE_CENTER = {
  zipNo: '06236',
  roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
  jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
};
export const CITY_HALL = {
  zipNo: '04524',
  roadAddr: '서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)',
  jibunAddr: '서울특별시 중구 태평로1가 31 서울특별시청',
};

/** A complete address to save; `overrides` change any field. */
export function addressInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { addrNm: '우리집', rcptNm: '김녹차', mobile: '010-1234-5678', ...FINANCE_CENTER, dtlAddr: '12층', defaultYn: 'N', ...overrides };
}

/** Every row of the member's, deleted ones too, in id order. */
export async function rowsOf(incsNo: number): Promise<Record<string, unknown>[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, addr_nm, mobile, zip_no, road_addr, jibun_addr, dtl_addr, default_yn, deleted_at IS NOT NULL AS deleted FROM delivery_addresses WHERE incs_no = ? ORDER BY id',
  )
    .bind(incsNo)
    .all();
  return results;
}
