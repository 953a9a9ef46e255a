import { MODAL_Z_INDEX } from '@storefront/shared-types';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../../lib/i18n';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Modals the visitor must answer (unsupported browser) hide the × button; Escape still closes them. */
  hideCloseButton?: boolean;
  testId?: string;
};

/**
 * An accessible modal: labelled by its title, focus moved in, trapped while open and given back to the element
 * that opened it on close; Escape closes. Stacked at the spec's modal z-index.
 */
export function Dialog({ title, onClose, children, hideCloseButton, testId }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const head = items[0];
      const tail = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === head || !panel.contains(document.activeElement))) {
        event.preventDefault();
        tail?.focus();
      } else if (
        !event.shiftKey &&
        (document.activeElement === tail || !panel.contains(document.activeElement))
      ) {
        event.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // The backdrop scrolls and the panel centres itself with auto margins: a pop-up taller than a phone's screen
    // (registration) scrolls from its top, where a flex-centred one would be cut off at both ends.
    <div
      className="fixed inset-0 flex overflow-y-auto bg-black/50 p-4"
      style={{ zIndex: MODAL_Z_INDEX }}
      data-testid={testId}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="m-auto w-full max-w-lg rounded-lg bg-surface p-6 text-ink shadow-xl outline-none"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('shell.modal.close')}
              className="rounded px-2 text-2xl leading-none hover:bg-raised"
            >
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
