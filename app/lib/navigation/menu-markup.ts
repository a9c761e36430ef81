import {isCartLinkPath} from '~/lib/cart/cart-link';
import {escapeHtml} from '~/lib/security/html';

/*
 * Menus written as HTML strings rather than React elements (mega-menu panels, footer sections): a
 * few hundred links that change only with the menu cost the server one string each instead of a
 * tree of elements, and hydration leaves the markup alone.
 */

/** A menu link written as HTML: `appLink` marks one the app opens without a page load. */
export interface PanelLink {
  href: string;
  text: string;
  /** none where the list's class styles its links */
  className: string;
  appLink: boolean;
  /** the page being shown: marked `aria-current="page"`, as NavLink marks it */
  current?: boolean;
}

/**
 * A menu item as an HTML link, as MenuLink would write it: in the page's language (`localePath`),
 * other sites and cart links as page loads, and the page being shown (`pathname`, if given) marked
 * as current.
 */
export function panelLink(
  target: {href: string; external: boolean},
  text: string,
  className: string,
  page: {localePath: (path: string) => string; pathname?: string},
): PanelLink {
  if (target.external) return {href: target.href, text, className, appLink: false};
  const localized = page.localePath(target.href);
  const link: PanelLink = {href: localized, text, className, appLink: !isCartLinkPath(target.href)};
  return page.pathname === undefined ? link : {...link, current: localized === page.pathname};
}

function anchorHtml(link: PanelLink): string {
  const classAttribute = link.className ? ` class="${escapeHtml(link.className)}"` : '';
  return `<a href="${escapeHtml(link.href)}"${classAttribute}${link.current ? ' aria-current="page"' : ''}${link.appLink ? ' data-app-link=""' : ''}>${escapeHtml(link.text)}</a>`;
}

function listHtml(className: string, links: readonly PanelLink[]): string {
  return `<ul class="${escapeHtml(className)}">${links.map((link) => `<li>${anchorHtml(link)}</li>`).join('')}</ul>`;
}

/**
 * A mega-menu panel's links as one HTML string. The header renders every panel on every page (so
 * crawlers and keyboard users find the links) but a shopper opens one at most: as markup rather
 * than a React element per link, a panel costs the server one string and the browser no hydration.
 */
export function panelHtml(
  heading: {text: string; className: string},
  list: {className: string; links: PanelLink[]},
  seeAll: PanelLink | null,
): string {
  return (
    `<p class="${escapeHtml(heading.className)}">${escapeHtml(heading.text)}</p>` +
    listHtml(list.className, list.links) +
    (seeAll ? anchorHtml(seeAll) : '')
  );
}

/** The classes of the footer's sections, kept beside the rest of the footer's markup. */
export interface FooterSectionClasses {
  /** a section: its title and list */
  section: string;
  /** a phone's toggle (a `<details>` holding only its summary), its summary and its "+" sign */
  toggle: string;
  summary: string;
  sign: string;
  /** the title as a heading, from tablets up */
  heading: string;
  /** the links: shown from tablets up, and on a phone while the toggle before them is open (CSS) */
  list: string;
}

/**
 * The footer's menu sections as one HTML string, each list written once for every width: on a phone
 * a native `<details>` before it opens and closes it without a script, and from tablets up a heading
 * names it. Some fifty links that no script touches cost the server a string instead of a React
 * element each.
 */
export function footerSectionsHtml(
  sections: ReadonlyArray<{title: string; links: readonly PanelLink[]}>,
  classes: FooterSectionClasses,
): string {
  return sections
    .map(({title, links}) => {
      const text = escapeHtml(title);
      return (
        `<div class="${escapeHtml(classes.section)}"><details class="${escapeHtml(classes.toggle)}">` +
        `<summary class="${escapeHtml(classes.summary)}">${text}<span aria-hidden="true" class="${escapeHtml(classes.sign)}">+</span></summary></details>` +
        `<h2 class="${escapeHtml(classes.heading)}">${text}</h2>${listHtml(classes.list, links)}</div>`
      );
    })
    .join('');
}
