import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GANGNAM_FINANCE_CENTER } from '#shared/testing/addresses';
import type { DeliveryAddress, RoadAddressPage } from './address-api';
import { ApiError } from '#lib/api-client';
import { AddressBook } from './AddressBook';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = vi.hoisted(() => ({
  listDeliveryAddresses: vi.fn(),
  saveDeliveryAddress: vi.fn(),
  deleteDeliveryAddress: vi.fn(),
  setDefaultDeliveryAddress: vi.fn(),
  searchRoadAddress: vi.fn(),
}));
const modal = vi.hoisted(() => ({ tell: vi.fn(), ask: vi.fn() }));
vi.mock('./address-api', () => api);
vi.mock('#components/ui/tell.ts', () => modal);

const ROAD = GANGNAM_FINANCE_CENTER;
const HOME: DeliveryAddress = {
  dlvAddrNo: 1,
  addrNm: '우리집',
  rcptNm: '김녹차',
  mobile: '01012345678',
  zipNo: ROAD.zipNo,
  roadAddr: ROAD.roadAddr,
  jibunAddr: ROAD.jibunAddr,
  dtlAddr: '12층',
  defaultYn: 'Y',
};
const OFFICE: DeliveryAddress = { ...HOME, dlvAddrNo: 2, addrNm: '회사', defaultYn: 'N' };

let container: HTMLElement;
let root: Root;

const flush = () => act(async () => {});
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((node) => (node.getAttribute('aria-label') ?? node.textContent?.trim()) === name) as HTMLButtonElement;
const click = (name: string) => act(async () => button(name).click());
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

/** Types into a React-controlled input. */
async function type(id: string, value: string): Promise<void> {
  const field = input(id);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function render(addresses: DeliveryAddress[], props: Partial<Parameters<typeof AddressBook>[0]> = {}): Promise<void> {
  api.listDeliveryAddresses.mockResolvedValue(addresses);
  await act(async () => root.render(<AddressBook mode="manage" {...props} />));
  await flush();
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  modal.ask.mockResolvedValue(true);
  modal.tell.mockResolvedValue(undefined);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.clearAllMocks();
});

describe('AddressBook', () => {
  it('lists the addresses with the default badge, and choose mode hands one over', async () => {
    const onChoose = vi.fn();
    await render([HOME, OFFICE], { mode: 'choose', selectedNo: 2, onChoose });
    const cards = [...container.querySelectorAll('li')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['우리집', '회사']);
    expect(cards[0].textContent).toContain('기본 배송지');
    expect(cards[0].textContent).toContain('010-1234-5678');
    expect(button('회사 선택').getAttribute('aria-pressed')).toBe('true');
    await click('우리집 선택');
    expect(onChoose).toHaveBeenCalledWith(HOME);
  });

  it('shows every failed rule beside its field and saves nothing', async () => {
    await render([]);
    await click('배송지 추가');
    await click('저장');
    expect(container.textContent).toContain('배송지명을 입력해 주세요.');
    expect(container.textContent).toContain('주소 검색으로 주소를 선택해 주세요.');
    expect(input('addr-addrNm').getAttribute('aria-invalid')).toBe('true');
    expect(input('addr-addrNm').getAttribute('aria-describedby')).toBe('addr-addrNm-message');
    expect(document.activeElement).toBe(input('addr-addrNm'));
    expect(api.saveDeliveryAddress).not.toHaveBeenCalled();
  });

  it('takes the road address from the search dialog, confirms an empty 상세주소, then registers', async () => {
    await render([]);
    await click('배송지 추가');
    await type('addr-addrNm', '우리집');
    await type('addr-rcptNm', '김녹차');
    await type('addr-mobile', '010-1234-5678');
    const opener = button('주소 검색');
    await act(async () => opener.focus());
    await click('주소 검색');
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('주소 검색');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input('addr-search-keyword'));

    const many: RoadAddressPage = { totalCount: 45, tooMany: true, page: 1, size: 10, items: [ROAD] };
    api.searchRoadAddress.mockResolvedValue(many);
    await type('addr-search-keyword', '테헤란로');
    await click('검색');
    expect(api.searchRoadAddress).toHaveBeenCalledWith('테헤란로', 1, 10);
    expect(dialog.textContent).toContain('검색 결과가 많습니다. 도로명과 건물번호 등 상세 주소를 입력해 주세요.');
    expect(dialog.textContent).toContain('우편번호 06236');
    await click('2페이지');
    expect(api.searchRoadAddress).toHaveBeenLastCalledWith('테헤란로', 2, 10);

    await act(async () => (dialog.querySelector('.addr-search__item') as HTMLButtonElement).click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(input('addr-roadAddr').value).toBe(ROAD.roadAddr);
    expect(input('addr-roadAddr').readOnly).toBe(true);
    expect(document.activeElement).toBe(input('addr-dtlAddr'));

    modal.ask.mockResolvedValueOnce(false);
    await click('저장');
    expect(modal.ask).toHaveBeenCalledWith('상세주소가 입력되지 않았습니다. 이대로 저장하시겠습니까?');
    expect(api.saveDeliveryAddress).not.toHaveBeenCalled();

    api.saveDeliveryAddress.mockResolvedValue({ address: { ...HOME, dtlAddr: '' }, created: true, message: '배송지가 등록되었습니다.' });
    await click('저장');
    await flush();
    expect(api.saveDeliveryAddress).toHaveBeenCalledWith({
      addrNm: '우리집',
      rcptNm: '김녹차',
      mobile: '01012345678',
      zipNo: '06236',
      roadAddr: ROAD.roadAddr,
      jibunAddr: ROAD.jibunAddr,
      dtlAddr: '',
      defaultYn: 'N',
    });
    expect(modal.tell).toHaveBeenCalledWith('배송지가 등록되었습니다.', 'toast');
    expect(container.querySelector('h3')?.textContent).toBe('우리집');
  });

  it('closes the search dialog on Escape and gives focus back', async () => {
    await render([]);
    await click('배송지 추가');
    const opener = button('주소 검색');
    await act(async () => opener.focus());
    await click('주소 검색');
    await act(async () => document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button('주소 검색'));
  });

  it('shows the gateway’s field message when it refuses a save', async () => {
    await render([HOME]);
    await click('우리집 수정');
    expect(input('addr-mobile').value).toBe('010-1234-5678');
    const { ApiError } = await import('#lib/api-client');
    api.saveDeliveryAddress.mockRejectedValue(
      new ApiError('ADDRESS_NOT_VERIFIED', '주소 검색으로 찾은 주소만 등록할 수 있습니다. 주소를 다시 검색해 주세요.', 400),
    );
    await click('저장');
    await flush();
    // A refusal that names no field is the form's own message, read out at once (role="alert").
    expect(container.querySelector('form [role="alert"]')?.textContent).toBe('주소 검색으로 찾은 주소만 등록할 수 있습니다. 주소를 다시 검색해 주세요.');
    api.saveDeliveryAddress.mockRejectedValue(new ApiError('INVALID_INPUT', '입력값을 확인해 주세요.', 400, { mobile: '올바른 휴대폰 번호를 입력해 주세요.' }));
    await click('저장');
    await flush();
    expect(container.querySelector('#addr-mobile-message')?.textContent).toBe('올바른 휴대폰 번호를 입력해 주세요.');
    expect(document.activeElement?.id).toBe('addr-mobile');
  });

  it('asks before deleting and moves the default through the gateway', async () => {
    await render([HOME, OFFICE]);
    api.deleteDeliveryAddress.mockResolvedValue({ addresses: [HOME], message: '배송지가 삭제되었습니다.' });
    await click('회사 삭제');
    await flush();
    expect(modal.ask).toHaveBeenCalledWith("'회사' 배송지를 삭제하시겠습니까?");
    expect(api.deleteDeliveryAddress).toHaveBeenCalledWith(2);
    expect(modal.tell).toHaveBeenCalledWith('배송지가 삭제되었습니다.', 'toast');
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('say so when the book cannot be loaded, and 다시 시도 loads it again without leaving', async () => {
    api.listDeliveryAddresses.mockRejectedValueOnce(new ApiError('GATEWAY_BUSY', '잠시 후 다시 시도해 주세요.', 503));
    await act(async () => root.render(<AddressBook mode="manage" />));
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('잠시 후 다시 시도해 주세요.');

    api.listDeliveryAddresses.mockResolvedValueOnce([HOME]);
    await click('다시 시도');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('li')?.textContent).toContain('우리집');
  });

  it('never show what a failed load threw unless the gateway said it', async () => {
    api.listDeliveryAddresses.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => root.render(<AddressBook mode="manage" />));
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('배송지를 불러오지 못했습니다.');
  });
});
