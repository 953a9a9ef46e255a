import { lazy, Suspense, useId, useState } from 'react';
import { MenuIcon } from '@/components/icons';
import { useT } from '@/lib/i18n';

// The drawer (and the category call it makes) is a chunk of its own, asked for when the shopper reaches for the
// button: no page needs it to show.
const loadDrawer = () => import('./menu-drawer');
const MenuDrawer = lazy(loadDrawer);

/** The phone header's menu button (hidden from lg, where the navigation has its own row) and its drawer. */
export function MenuButton() {
  const t = useT();
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded hover:bg-raised lg:hidden"
        data-testid="open-menu"
      >
        <MenuIcon />
        <span className="sr-only">{t('shell.header.menu')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuDrawer id={drawerId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
