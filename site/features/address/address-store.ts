/**
 * The address book's state ($addressBook) and the actions that change it. Every change answers
 * the gateway's list or address, and the store takes it from there, so the screen never shows
 * what the gateway did not keep.
 */
import { atom } from 'nanostores';
import { ApiError } from '#lib/api-client';
import { messageOf } from '#components/ui/message-of.ts';
import {
  deleteDeliveryAddress,
  listDeliveryAddresses,
  saveDeliveryAddress,
  setDefaultDeliveryAddress,
  type DeliveryAddress,
  type SavedAddress,
} from './address-api';
import { draftRequest, type AddressDraft, type DraftErrors, type DraftField } from './address-rules';

export interface AddressBookState {
  /** `login`: the gateway asked for a login (the session ended). */
  status: 'loading' | 'ready' | 'error' | 'login';
  addresses: DeliveryAddress[];
  /** Why loading failed, in Korean. */
  message: string;
}

export const $addressBook = atom<AddressBookState>({ status: 'loading', addresses: [], message: '' });

/** Default first, as the gateway lists them; kept here too for answers that change one address. */
function defaultFirst(addresses: DeliveryAddress[]): DeliveryAddress[] {
  return [...addresses].sort((a, b) => (a.defaultYn === b.defaultYn ? b.dlvAddrNo - a.dlvAddrNo : a.defaultYn === 'Y' ? -1 : 1));
}

export async function loadAddressBook(): Promise<void> {
  if ($addressBook.get().status !== 'ready') $addressBook.set({ ...$addressBook.get(), status: 'loading' });
  try {
    $addressBook.set({ status: 'ready', addresses: await listDeliveryAddresses(), message: '' });
  } catch (error) {
    const status = error instanceof ApiError && error.status === 401 ? 'login' : 'error';
    $addressBook.set({ status, addresses: [], message: messageOf(error, '배송지를 불러오지 못했습니다.') });
  }
}

const FORM_FIELDS: readonly DraftField[] = ['addrNm', 'rcptNm', 'mobile', 'roadAddr', 'dtlAddr'];

/** The gateway's field messages on the form's fields (zipNo belongs to the address). */
function formFields(fields: Record<string, string>): Record<string, string> {
  const errors: DraftErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = (name === 'zipNo' ? 'roadAddr' : name) as DraftField;
    if (FORM_FIELDS.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

/**
 * Saves a draft the form has checked; on success the book is read again (a new default moves
 * others). A refusal is thrown with the gateway's fields renamed to the form's (`zipNo` is the
 * road address the search chose), for the form recipe to place.
 */
export async function saveDraft(draft: AddressDraft): Promise<SavedAddress> {
  try {
    const saved = await saveDeliveryAddress(draftRequest(draft));
    const others = $addressBook.get().addresses.filter((address) => address.dlvAddrNo !== saved.address.dlvAddrNo);
    const addresses = saved.address.defaultYn === 'Y' ? others.map((address) => ({ ...address, defaultYn: 'N' as const })) : others;
    $addressBook.set({ status: 'ready', addresses: defaultFirst([saved.address, ...addresses]), message: '' });
    return saved;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.code, error.message, error.status, formFields(error.fields));
  }
}

/** Deletes an address; resolves the gateway's message, or rejects with its refusal. */
export async function removeAddress(dlvAddrNo: number): Promise<string> {
  const { addresses, message } = await deleteDeliveryAddress(dlvAddrNo);
  $addressBook.set({ status: 'ready', addresses, message: '' });
  return message;
}

/** Makes an address the default; resolves the gateway's message. */
export async function makeDefault(dlvAddrNo: number): Promise<string> {
  const { addresses, message } = await setDefaultDeliveryAddress(dlvAddrNo);
  $addressBook.set({ status: 'ready', addresses, message: '' });
  return message;
}
