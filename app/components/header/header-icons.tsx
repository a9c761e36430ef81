/** Decorative icons of the header's menus; the control around each one carries the accessible name. */
export function HamburgerIcon({className = 'h-6 w-6'}: {className?: string}) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden className={className}>
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  );
}
