/** The member's orders for the inquiry form, and whether the visitor is logged in at all (401: not). */
import { useEffect, useState } from 'react';
import { ApiError } from '#lib/api-client';
import { fetchInquiryOrders, type InquiryOrder } from './inquiry-api';

export type OrdersState = { phase: 'loading' } | { phase: 'guest' } | { phase: 'error' } | { phase: 'ready'; orders: InquiryOrder[] };

export function useInquiryOrders(): OrdersState {
  const [state, setState] = useState<OrdersState>({ phase: 'loading' });
  useEffect(() => {
    fetchInquiryOrders().then(
      (orders) => setState({ phase: 'ready', orders }),
      (error: unknown) => setState(error instanceof ApiError && error.code === 'LOGIN_REQUIRED' ? { phase: 'guest' } : { phase: 'error' }),
    );
  }, []);
  return state;
}
