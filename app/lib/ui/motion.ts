/** The shopper's operating-system setting asking for less movement on screen (false where it cannot be read). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
