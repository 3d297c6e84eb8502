/**
 * How an island reports an error it cannot recover from: a window event the page's chrome
 * listens for and answers with the unknown-error screen. An event, not an import,
 * so islands never pull the chrome into their bundles and the chrome never pulls in React.
 */
export const FATAL_EVENT = 'nokcha:fatal';

export interface FatalDetail {
  /** HTTP-like status shown in the error details; 500 when not given. */
  status?: number;
  message: string;
  stack?: string;
}

declare global {
  interface WindowEventMap {
    [FATAL_EVENT]: CustomEvent<FatalDetail>;
  }
}

/** Tells the page a fatal error happened, so it shows the error screen instead of a blank area. */
export function reportFatal(detail: FatalDetail): void {
  window.dispatchEvent(new CustomEvent<FatalDetail>(FATAL_EVENT, { detail }));
}

/** Turns anything thrown into the details the error screen shows. */
export function fatalDetailOf(error: unknown, status = 500): FatalDetail {
  if (error instanceof Error) return { status, message: error.message || error.name, stack: error.stack };
  return { status, message: String(error) };
}
