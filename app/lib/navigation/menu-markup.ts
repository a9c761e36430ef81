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
  return `<a href="${escapeHtml(link.href)}" class="${escapeHtml(link.className)}"${link.current ? ' aria-current="page"' : ''}${link.appLink ? ' data-app-link=""' : ''}>${escapeHtml(link.text)}</a>`;
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
  /** a phone's accordion (`<details>`), and its summary and its "+" sign */
  accordion: string;
  summary: string;
  sign: string;
  /** the open column from tablets up, and its heading */
  column: string;
  heading: string;
  list: string;
}

/**
 * The footer's menu sections as one HTML string, each twice: an accordion for phones (native
 * `<details>`, no script) and an open column for wider screens, one of them hidden by CSS. Some
 * fifty links that no script touches cost the server a string instead of a React element each.
 */
export function footerSectionsHtml(
  sections: ReadonlyArray<{title: string; links: readonly PanelLink[]}>,
  classes: FooterSectionClasses,
): string {
  return sections
    .map(({title, links}) => {
      const list = listHtml(classes.list, links);
      const text = escapeHtml(title);
      return (
        `<div><details class="${escapeHtml(classes.accordion)}">` +
        `<summary class="${escapeHtml(classes.summary)}">${text}<span aria-hidden="true" class="${escapeHtml(classes.sign)}">+</span></summary>${list}</details>` +
        `<div class="${escapeHtml(classes.column)}"><h2 class="${escapeHtml(classes.heading)}">${text}</h2>${list}</div></div>`
      );
    })
    .join('');
}
