/**
 * Every feature's error table is merged into one (`API_ERRORS`): a code two tables define would
 * answer with whichever comes last, so a shopper could read an operator's message, or a member
 * changing their number one written for joining. Each code is defined once.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from './account/account-errors';
import { COUPONZONE_ERRORS } from './couponzone/couponzone-errors';
import { REVIEW_ERRORS } from './reviews/review-errors';
import { STORE_ERRORS } from './stores/store-errors';
import { INQUIRY_ERRORS } from './inquiries/inquiry-errors';
import { TERMS_ERRORS } from './terms/terms-errors';
import { POSTING_ERRORS } from './postings/posting-errors';
import { UPLOAD_ERRORS } from '../uploads/upload-errors';
import { MEMBER_ERRORS } from '../member/member-errors';
import { ADDRESS_ERRORS } from './address/address-errors';
import { CART_ERRORS } from './cart/cart-errors';
import { CLAIM_ERRORS } from './claims/claim-errors';
import { EMPLOYEE_ERRORS } from './employee/employee-errors';
import { ORDER_ERRORS } from './order/order-errors';
import { ORDER_HISTORY_ERRORS } from './order-history/order-history-errors';
import { WISH_ERRORS } from './wish/wish-errors';
import { OPS_ERRORS } from '../ops/ops-errors';
import { RUM_ERRORS } from '../rum/rum-errors';
import { SETTINGS_ERRORS } from '../settings/settings-errors';

const CATALOGUES: Record<string, object> = {
  ACCOUNT_ERRORS,
  COUPONZONE_ERRORS,
  REVIEW_ERRORS,
  STORE_ERRORS,
  INQUIRY_ERRORS,
  TERMS_ERRORS,
  POSTING_ERRORS,
  UPLOAD_ERRORS,
  MEMBER_ERRORS,
  ADDRESS_ERRORS,
  CART_ERRORS,
  CLAIM_ERRORS,
  EMPLOYEE_ERRORS,
  ORDER_ERRORS,
  ORDER_HISTORY_ERRORS,
  WISH_ERRORS,
  OPS_ERRORS,
  RUM_ERRORS,
  SETTINGS_ERRORS,
};

describe('the error tables', () => {
  it('define each code in one table only', () => {
    const owners = new Map<string, string[]>();
    for (const [table, codes] of Object.entries(CATALOGUES)) for (const code of Object.keys(codes)) owners.set(code, [...(owners.get(code) ?? []), table]);
    expect([...owners].filter(([, tables]) => tables.length > 1)).toEqual([]);
  });
});
