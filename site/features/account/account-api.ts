/**
 * The account calls as the screens make them (`ACCOUNT_ROUTES`, member only). A call refused
 * with `REAUTH_REQUIRED` (the re-check lapsed) sends the member to prove themselves again and
 * back to this screen afterwards, so nothing else has to handle it.
 */
import type { Route } from '#shared/schemas/contract';
import { ACCOUNT_PATHS } from '#shared/account/account-rules';
import { ApiError, callApi, type CallArgs } from '#lib/api-client';

/** The re-check screen, returning to the current one. */
export function reauthUrl(here = location.pathname): string {
  return `${ACCOUNT_PATHS.reauth}?${new URLSearchParams({ successUrl: here })}`;
}

/** Calls an account route; a lapsed re-check leaves for the re-check screen and never settles. */
export async function callAccount<Req, Res>(route: Route<Req, Res>, ...args: CallArgs<Req>): Promise<Res> {
  try {
    return await callApi(route, ...args);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'REAUTH_REQUIRED') {
      location.assign(reauthUrl());
      return new Promise<Res>(() => {});
    }
    throw error;
  }
}
