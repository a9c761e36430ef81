import type {MenuIcon} from './menu-icons';

/** Small line drawings for the entries of the mobile menu (only in the menu's lazy chunk). */
const PATHS: Record<MenuIcon, string> = {
  // a trimmer: body and comb teeth
  trimmer: 'M9 21h6V9H9zM8 9h8l-1-4H9zM9 3v2m2-2v2m2-2v2m2-2v2M11 13h2',
  // a gift box with a ribbon
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7c2 0 5 .5 5-1.5S13.5 4 12 7',
  // a razor: handle and head
  shave: 'M12 10v11M7 4h10v3a3 3 0 0 1-3 3h-4a3 3 0 0 1-3-3zM10 21h4',
  // a perfume bottle
  fragrance: 'M7 10h10v11H7zM10 6h4v4h-4zM9 3h6v3H9zM10 15h4',
  // a drop of lotion
  skin: 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11zM9.5 15a2.5 2.5 0 0 0 2.5 2.5',
  // a shopping bag
  shop: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  // an open book
  learn: 'M12 6.5C10 5 7 4.5 4 5v14c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5V5c-3-.5-6 0-8 1.5zM12 6.5v14',
  // a lab flask
  science: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 15h9',
  default: 'M4 6h16M4 12h16M4 18h10',
};

export function CategoryIcon({icon, className = 'h-6 w-6'}: {icon: MenuIcon; className?: string}) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden className={className}>
      <path d={PATHS[icon]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
