import type {NavItem} from '~/lib/navigation/menu';

/**
 * Which picture an entry of the mobile menu shows. Kept out of app/lib/navigation/menu.ts so it
 * ships with the menu's lazy chunk, not the first-load bundle.
 */
export type MenuIcon = 'trimmer' | 'gift' | 'shave' | 'fragrance' | 'skin' | 'shop' | 'learn' | 'science' | 'default';

const ICON_WORDS: ReadonlyArray<[MenuIcon, RegExp]> = [
  ['trimmer', /trimmer|shaver/i],
  ['gift', /gift|kit|hamper/i],
  ['shave', /shav|razor|blade/i],
  ['fragrance', /fragrance|perfume|deo|spray|scent/i],
  ['skin', /skin|face/i],
  // Quitbee's entries, in English or Hindi; their links name them too.
  ['shop', /shop|शॉप|^\/collections\/all$/i],
  ['learn', /learn|जानें|^\/blogs\b/i],
  ['science', /science|विज्ञान|standards/i],
];

/** The icon for an entry, from its title or else its link; a plain one when nothing matches. */
export function menuIconFor(item: Pick<NavItem, 'title' | 'href'>): MenuIcon {
  for (const text of [item.title, item.href]) {
    const match = ICON_WORDS.find(([, words]) => words.test(text));
    if (match) return match[0];
  }
  return 'default';
}
