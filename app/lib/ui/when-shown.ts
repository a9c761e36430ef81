/**
 * Whether the shopper can see any of `root`: it, or for a `display: contents` wrapper one of its
 * children, has a box. Markup hidden at this screen width (`hidden lg:flex`) has none.
 */
export function isShown(root: Element): boolean {
  return (
    root.getClientRects().length > 0 || Array.from(root.children).some((child) => child.getClientRects().length > 0)
  );
}

/**
 * Runs `task` once `root` is shown (at once if it is): markup hidden at a phone's width waits
 * until the screen is wide enough, by a resize or a phone turned sideways. Returns a function
 * that cancels it.
 */
export function whenShown(root: Element, task: () => void): () => void {
  if (isShown(root)) {
    task();
    return () => {};
  }
  // A box appearing is a size change from nothing, which a ResizeObserver reports.
  const observer = new ResizeObserver(() => {
    if (!isShown(root)) return;
    observer.disconnect();
    task();
  });
  observer.observe(root);
  for (const child of Array.from(root.children)) observer.observe(child);
  return () => observer.disconnect();
}
