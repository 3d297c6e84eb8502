/**
 * An accessible modal dialog for the address book: role=dialog named by its title, focus moved
 * in on open (to `initialFocus` or the first control), kept inside by Tab, Escape closes, and on
 * close focus goes back to where it was. Drawn in <body>, so it also works inside another island's
 * dialog (checkout). Full screen in the mobile layout, centred on PC (address.css).
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Dialog({ title, onClose, initialFocus, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const returnFocus = document.activeElement;
    const body = document.body.classList;
    const lockedBefore = body.contains('scroll-locked');
    body.add('scroll-locked');
    (initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (!lockedBefore) body.remove('scroll-locked');
      if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
    };
    // Once per opening: focus moves in on mount and back on unmount.
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const controls = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className="addr-dialog-backdrop" onKeyDown={onKeyDown}>
      <div className="addr-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panel}>
        <div className="addr-dialog__head">
          <h2 className="addr-dialog__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="addr-dialog__close" aria-label="닫기" onClick={() => close.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="addr-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
