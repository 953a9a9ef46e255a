import { MODAL_Z_INDEX } from '@storefront/shared-types';
import { type ReactNode, useId, useRef } from 'react';
import { useT } from '@/lib/i18n';
import { useFocusTrap } from '@/lib/use-focus-trap';

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
  useFocusTrap(panelRef, onClose);

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
