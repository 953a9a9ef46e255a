// The header's icons: decorative (aria-hidden), each control names itself with words (visible on a desktop, for
// screen readers only on a phone, where the row has room for icons alone).

const ICON = 'size-6 shrink-0 fill-none stroke-current stroke-2';

export function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} strokeLinecap="round">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

export function AccountIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={ICON} strokeLinejoin="round">
      <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
      <circle cx="9.5" cy="19.5" r="1.5" />
      <circle cx="17.5" cy="19.5" r="1.5" />
    </svg>
  );
}
