import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJusoFake, FAKE_JUSO_KEY } from '#fakes/juso-api';
import { expectJson, expectRefusedUnchanged } from '#edge/testing/gateway-call';
import { addressInput, CITY_HALL, newMember, okData, postAddress, rowsOf } from './address-test-support';

interface Address {
  dlvAddrNo: number;
  addrNm: string;
  defaultYn: 'Y' | 'N';
  [field: string]: unknown;
}

const save = (token: string, body: unknown) => okData<{ address: Address; created: boolean; message: string }>(postAddress('saveDeliveryAddress', body, token));
const list = async (token: string) => (await okData<{ addresses: Address[] }>(postAddress('getDeliveryAddressList', undefined, token))).addresses;
const error = (code: string, message: string) => ({ code, message });

/** Asserts a refusal and that the member's rows did not change. */
const expectRefused = (incsNo: number, call: () => Promise<Response>, status: number, body: unknown) =>
  expectRefusedUnchanged(() => rowsOf(incsNo), call, status, body);

/** The member's live defaults: exactly one whenever they have addresses. */
async function defaultsOf(incsNo: number): Promise<unknown[]> {
  return (await rowsOf(incsNo)).filter((row) => row.default_yn === 'Y' && !row.deleted).map((row) => row.id);
}

afterEach(() => vi.restoreAllMocks());

describe('the address book needs a login', () => {
  it.each([
    ['getDeliveryAddressList', undefined],
    ['saveDeliveryAddress', addressInput()],
    ['deleteDeliveryAddress', { dlvAddrNo: 1 }],
    ['setDefaultDeliveryAddress', { dlvAddrNo: 1 }],
  ])('%s answers 401 to a guest', async (verb, body) => {
    await expectJson(await postAddress(verb, body), 401, error('LOGIN_REQUIRED', '로그인이 필요합니다.'));
  });
});

describe('POST /api/cu/address/v1/saveDeliveryAddress: create', () => {
  it('registers the first address as the default, digits only, 지번 from the dataset', async () => {
    const { incsNo, token } = await newMember();
    const saved = await save(token, addressInput({ jibunAddr: '어딘가 엉뚱한 지번', dtlAddr: '' }));
    expect(saved).toEqual({
      created: true,
      message: '배송지가 등록되었습니다.',
      address: {
        dlvAddrNo: expect.any(Number),
        addrNm: '우리집',
        rcptNm: '김녹차',
        mobile: '01012345678',
        zipNo: '06236',
        roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
        jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
        dtlAddr: '',
        defaultYn: 'Y',
      },
    });
    expect(await list(token)).toEqual([saved.address]);
    expect(await defaultsOf(incsNo)).toEqual([saved.address.dlvAddrNo]);
  });

  it('keeps the default where it is for a second address, and lists the default first', async () => {
    const { token } = await newMember();
    const home = await save(token, addressInput());
    const office = await save(token, addressInput({ addrNm: '회사', ...CITY_HALL }));
    expect(office.address.defaultYn).toBe('N');
    expect((await list(token)).map((address) => [address.addrNm, address.defaultYn])).toEqual([
      ['우리집', 'Y'],
      ['회사', 'N'],
    ]);
    expect(home.address.defaultYn).toBe('Y');
  });

  it('moves the default to a new address asked to be the default, in one batch', async () => {
    const { incsNo, token } = await newMember();
    await save(token, addressInput());
    const office = await save(token, addressInput({ addrNm: '회사', ...CITY_HALL, defaultYn: 'Y' }));
    expect(office.address.defaultYn).toBe('Y');
    expect(await defaultsOf(incsNo)).toEqual([office.address.dlvAddrNo]);
    expect((await list(token)).map((address) => address.addrNm)).toEqual(['회사', '우리집']);
  });

  it.each([
    ['배송지명 missing', { addrNm: '  ' }, { addrNm: '배송지명을 입력해 주세요.' }],
    ['배송지명 over 20', { addrNm: '가'.repeat(21) }, { addrNm: '배송지명은 20자 이내로 입력해 주세요.' }],
    ['받는 분 missing', { rcptNm: '' }, { rcptNm: '받는 분 이름을 입력해 주세요.' }],
    ['받는 분 over 20', { rcptNm: '나'.repeat(21) }, { rcptNm: '받는 분 이름은 20자 이내로 입력해 주세요.' }],
    ['a line break in the name', { rcptNm: '김\n녹차' }, { rcptNm: '줄바꿈이나 탭 문자는 입력할 수 없습니다.' }],
    ['휴대폰 번호 missing', { mobile: '' }, { mobile: '휴대폰 번호를 입력해 주세요.' }],
    ['a landline', { mobile: '02-123-4567' }, { mobile: '올바른 휴대폰 번호를 입력해 주세요.' }],
    ['010 with too few digits', { mobile: '010-123-4567' }, { mobile: '올바른 휴대폰 번호를 입력해 주세요.' }],
    ['a number of 12 digits', { mobile: '011-1234-56789' }, { mobile: '올바른 휴대폰 번호를 입력해 주세요.' }],
    ['no searched address', { zipNo: '', roadAddr: '' }, { zipNo: '주소 검색으로 주소를 선택해 주세요.', roadAddr: '주소 검색으로 주소를 선택해 주세요.' }],
    ['상세주소 over 100', { dtlAddr: '다'.repeat(101) }, { dtlAddr: '상세주소는 100자 이내로 입력해 주세요.' }],
  ])('refuses %s with 400 and writes nothing', async (_name, overrides, fields) => {
    const { incsNo, token } = await newMember();
    await expectRefused(incsNo, () => postAddress('saveDeliveryAddress', addressInput(overrides), token), 400, {
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields,
    });
  });

  it.each([
    ['011 with 7 digits', '011-123-4567', '0111234567'],
    ['019 with 8 digits', '019 1234 5678', '01912345678'],
  ])('accepts %s', async (_name, mobile, digits) => {
    const { token } = await newMember();
    expect((await save(token, addressInput({ mobile }))).address.mobile).toBe(digits);
  });

  it.each([
    ['a road address typed by hand', { roadAddr: '서울특별시 강남구 없는로 1 (역삼동)' }],
    ['a real road address with another 우편번호', { zipNo: '12345' }],
  ])('refuses %s: the address must come from the search', async (_name, overrides) => {
    const { incsNo, token } = await newMember();
    await expectRefused(
      incsNo,
      () => postAddress('saveDeliveryAddress', addressInput(overrides), token),
      400,
      error('ADDRESS_NOT_VERIFIED', '주소 검색으로 찾은 주소만 등록할 수 있습니다. 주소를 다시 검색해 주세요.'),
    );
  });

  it('keeps at most 20 addresses and leaves the default alone when refusing the 21st', async () => {
    const { incsNo, token } = await newMember();
    for (let index = 1; index <= 20; index += 1) await save(token, addressInput({ addrNm: `배송지${index}` }));
    await expectRefused(
      incsNo,
      () => postAddress('saveDeliveryAddress', addressInput({ addrNm: '스물한번째', defaultYn: 'Y' }), token),
      409,
      error('ADDRESS_LIMIT_REACHED', '배송지는 최대 20개까지 등록할 수 있습니다. 사용하지 않는 배송지를 삭제한 뒤 등록해 주세요.'),
    );
    expect(await defaultsOf(incsNo)).toHaveLength(1);
    const [, second] = await list(token);
    await okData(postAddress('deleteDeliveryAddress', { dlvAddrNo: second.dlvAddrNo }, token));
    expect((await save(token, addressInput({ addrNm: '스물한번째' }))).created).toBe(true);
  });

  it('takes the address as given when the 도로명주소 API is configured', async () => {
    const fake = createJusoFake();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => fake.handle(new Request(input, init)));
    const { token } = await newMember();
    const elsewhere = { zipNo: '06192', roadAddr: '서울특별시 강남구 선릉로 428 (대치동)', jibunAddr: '서울특별시 강남구 대치동 889-11' };
    const answer = await okData<{ address: Address }>(
      postAddress('saveDeliveryAddress', addressInput(elsewhere), token, { ...env, JUSO_API_KEY: FAKE_JUSO_KEY, JUSO_API_ORIGIN: 'https://juso.test' }),
    );
    expect(answer.address).toMatchObject(elsewhere);
    expect(fake.seen).toEqual([]);
  });
});

describe('POST /api/cu/address/v1/saveDeliveryAddress: update', () => {
  it('changes the caller’s own address and says so', async () => {
    const { token } = await newMember();
    const { address } = await save(token, addressInput());
    const changed = await save(token, addressInput({ dlvAddrNo: address.dlvAddrNo, addrNm: '본가', ...CITY_HALL, dtlAddr: '3층', defaultYn: 'Y' }));
    expect(changed).toEqual({ created: false, message: '배송지가 수정되었습니다.', address: { ...address, addrNm: '본가', ...CITY_HALL, dtlAddr: '3층' } });
  });

  it('moves the default when a non-default address is saved as the default', async () => {
    const { incsNo, token } = await newMember();
    await save(token, addressInput());
    const { address } = await save(token, addressInput({ addrNm: '회사', ...CITY_HALL }));
    await save(token, addressInput({ dlvAddrNo: address.dlvAddrNo, addrNm: '회사', ...CITY_HALL, defaultYn: 'Y' }));
    expect(await defaultsOf(incsNo)).toEqual([address.dlvAddrNo]);
  });

  it('refuses to unset the default with 409', async () => {
    const { incsNo, token } = await newMember();
    const { address } = await save(token, addressInput());
    await expectRefused(
      incsNo,
      () => postAddress('saveDeliveryAddress', addressInput({ dlvAddrNo: address.dlvAddrNo, defaultYn: 'N' }), token),
      409,
      error('ADDRESS_DEFAULT_REQUIRED', '기본 배송지는 해제할 수 없습니다. 다른 배송지를 기본 배송지로 설정해 주세요.'),
    );
  });

  it('answers 404 for another member’s address and changes nothing', async () => {
    const owner = await newMember();
    const { address } = await save(owner.token, addressInput());
    const other = await newMember();
    await expectRefused(
      owner.incsNo,
      () => postAddress('saveDeliveryAddress', addressInput({ dlvAddrNo: address.dlvAddrNo, addrNm: '남의집' }), other.token),
      404,
      error('ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.'),
    );
    expect(await rowsOf(other.incsNo)).toEqual([]);
  });
});

describe('POST /api/cu/address/v1/setDefaultDeliveryAddress', () => {
  it('moves the default in one batch and answers the list, default first', async () => {
    const { incsNo, token } = await newMember();
    await save(token, addressInput());
    const { address } = await save(token, addressInput({ addrNm: '회사', ...CITY_HALL }));
    const answer = await okData<{ addresses: Address[]; message: string }>(postAddress('setDefaultDeliveryAddress', { dlvAddrNo: address.dlvAddrNo }, token));
    expect(answer.message).toBe('기본 배송지로 설정되었습니다.');
    expect(answer.addresses.map((item) => [item.addrNm, item.defaultYn])).toEqual([
      ['회사', 'Y'],
      ['우리집', 'N'],
    ]);
    expect(await defaultsOf(incsNo)).toEqual([address.dlvAddrNo]);
    // Asking again changes nothing.
    await okData(postAddress('setDefaultDeliveryAddress', { dlvAddrNo: address.dlvAddrNo }, token));
    expect(await defaultsOf(incsNo)).toEqual([address.dlvAddrNo]);
  });

  it('answers 404 for another member’s address, an unknown one and a bad number', async () => {
    const owner = await newMember();
    const { address } = await save(owner.token, addressInput());
    const other = await newMember();
    await save(other.token, addressInput());
    await expectRefused(
      owner.incsNo,
      () => postAddress('setDefaultDeliveryAddress', { dlvAddrNo: address.dlvAddrNo }, other.token),
      404,
      error('ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.'),
    );
    await expectRefused(
      owner.incsNo,
      () => postAddress('setDefaultDeliveryAddress', { dlvAddrNo: 999_999 }, owner.token),
      404,
      error('ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.'),
    );
    await expectJson(await postAddress('setDefaultDeliveryAddress', { dlvAddrNo: -1 }, owner.token), 400, {
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { dlvAddrNo: '배송지 번호가 올바르지 않습니다.' },
    });
  });
});

describe('POST /api/cu/address/v1/deleteDeliveryAddress', () => {
  it('deletes a non-default address and keeps it out of the list', async () => {
    const { incsNo, token } = await newMember();
    const home = await save(token, addressInput());
    const office = await save(token, addressInput({ addrNm: '회사', ...CITY_HALL }));
    const answer = await okData<{ addresses: Address[]; message: string }>(
      postAddress('deleteDeliveryAddress', { dlvAddrNo: office.address.dlvAddrNo }, token),
    );
    expect(answer).toEqual({ addresses: [home.address], message: '배송지가 삭제되었습니다.' });
    await expectRefused(
      incsNo,
      () => postAddress('deleteDeliveryAddress', { dlvAddrNo: office.address.dlvAddrNo }, token),
      404,
      error('ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.'),
    );
  });

  it('refuses the default while other addresses exist, allows it when it is the last', async () => {
    const { incsNo, token } = await newMember();
    const home = await save(token, addressInput());
    const office = await save(token, addressInput({ addrNm: '회사', ...CITY_HALL }));
    await expectRefused(
      incsNo,
      () => postAddress('deleteDeliveryAddress', { dlvAddrNo: home.address.dlvAddrNo }, token),
      409,
      error('ADDRESS_DEFAULT_NOT_DELETABLE', '기본 배송지는 삭제할 수 없습니다. 다른 배송지를 기본 배송지로 설정한 뒤 삭제해 주세요.'),
    );
    await okData(postAddress('deleteDeliveryAddress', { dlvAddrNo: office.address.dlvAddrNo }, token));
    await okData(postAddress('deleteDeliveryAddress', { dlvAddrNo: home.address.dlvAddrNo }, token));
    expect(await list(token)).toEqual([]);
    // The next address is the first again, so it becomes the default.
    expect((await save(token, addressInput())).address.defaultYn).toBe('Y');
  });

  it('answers 404 for another member’s address and deletes nothing', async () => {
    const owner = await newMember();
    const office = await save(owner.token, addressInput());
    const other = await newMember();
    await expectRefused(
      owner.incsNo,
      () => postAddress('deleteDeliveryAddress', { dlvAddrNo: office.address.dlvAddrNo }, other.token),
      404,
      error('ADDRESS_NOT_FOUND', '배송지를 찾을 수 없습니다.'),
    );
  });
});
