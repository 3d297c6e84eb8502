/**
 * The site's modal dialog for islands (ADR 013): role=dialog named by its title, drawn in <body>
 * so it also works inside another island's dialog, and a layer of the one layer stack the chrome's
 * alerts use (focus moved in and given back, Tab kept inside, Escape closes, scroll locked).
 * Full screen in the mobile layout, centred on PC.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusablesIn, openLayer } from './layer-stack';
import './dialog.css';

interface DialogProps {
  title: string;
  onClose: () => void;
  /** What takes focus when the dialog opens; the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function Dialog({ title, onClose, initialFocus, children }: DialogProps) {
  const titleId = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const closeLayer = openLayer(backdrop.current!, { onEscape: () => close.current() });
    (initialFocus?.current ?? focusablesIn(panel.current!)[0])?.focus();
    return closeLayer;
    // Once per opening: the layer opens on mount and closes on unmount.
  }, []);

  return createPortal(
    <div className="ui-dialog-backdrop" ref={backdrop}>
      <div className="ui-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panel}>
        <div className="ui-dialog__head">
          <h2 className="ui-dialog__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="ui-dialog__close" aria-label="닫기" onClick={() => close.current()}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z" fill="currentColor" />
            </svg>
          </button>
        </div>
        <div className="ui-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
