/**
 * One line about the state of a screen (ADR 013): `StatusNote` is announced politely (loading,
 * sent, saved), `ErrorNote` at once (role="alert"). Both keep their place when empty, so the
 * layout does not jump when a message arrives.
 */
import type { ReactNode } from 'react';

interface Props {
  children?: ReactNode;
  /** `aria-busy` while something is loading. */
  busy?: boolean;
  className?: string;
}

export function StatusNote({ children, busy, className = '' }: Props) {
  return (
    <p className={`ui-note ui-note--status ${className}`.trim()} role="status" aria-busy={busy || undefined}>
      {children}
    </p>
  );
}

export function ErrorNote({ children, className = '' }: Props) {
  return (
    <p className={`ui-note ui-note--error ${className}`.trim()} role="alert">
      {children}
    </p>
  );
}
