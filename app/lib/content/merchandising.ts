// Named as graphql/merchandising.ts, whose documents' answers this parses.
/**
 * Merchandised content as the store shows it: what the metaobjects of metaobject-definitions.ts say,
 * checked. An entry missing a required field is left out; a link that is not the brand's own is shown
 * as text; an empty translation reads as no value (Shopify answers the English one where Hindi is
 * missing). Each problem is logged once per worker, so a merchandiser's mistake does not flood the log.
 * With no usable entry of a type, the screens show the repository's copy instead (locales/, brand config).
 */
import type {
  AnnouncementFragment,
  CategoryTileFragment,
  HomeHeroFragment,
  HomeSectionEntryFragment,
} from 'storefrontapi.generated';
import type {HomeSectionEntry, HomeSectionKey} from '~/brands/types';

/** A link a merchandiser typed, once checked: a path on the store, or an https address on the brand's own hosts. */
export type ContentLink = {kind: 'path'; path: string} | {kind: 'url'; href: string};

export interface ContentImage {
  id?: string | null;
  url: string;
  altText: string;
  width?: number | null;
  height?: number | null;
}

export interface AnnouncementMessage {
  text: string;
  link: ContentLink | null;
  /** epoch milliseconds; null: no bound */
  startsAt: number | null;
  endsAt: number | null;
}

export interface AnnouncementBarData {
  /** the shop's messages not yet ended, each with its window; none: the brand's built-in message */
  messages: AnnouncementMessage[];
  /** when the page was rendered (epoch ms): the browser's first render shows what the server did */
  renderedAt: number;
}

export interface HomeHero {
  heading: string;
  text: string | null;
  image: ContentImage | null;
  cta: {label: string; link: ContentLink} | null;
}

export interface CategoryTile {
  title: string;
  text: string | null;
  image: ContentImage | null;
  /** the collection's handle */
  collection: string;
}

const MAX_LINK_LENGTH = 500;
const LOGGED_KEPT = 200;
const logged = new Set<string>();

/** Logs a content problem once per worker (the set is bounded: an isolate lives long). */
export function logContentProblemOnce(problem: string): void {
  if (logged.has(problem)) return;
  if (logged.size >= LOGGED_KEPT) logged.clear();
  logged.add(problem);
  console.warn(`[merchandising] ${problem}`);
}

/** A field's text, trimmed; empty (a blank translation, spaces) reads as no value. */
const textOf = (field: {value?: string | null} | null | undefined): string | null => {
  const value = field?.value?.trim();
  return value ? value : null;
};

/**
 * Checks a link a merchandiser typed. A path on the store (`/collections/razors`, not `//host`), or an
 * https URL whose host is one of the brand's own; anything else (another site, `javascript:`, http) is null.
 */
export function contentLink(raw: string | null, ownHosts: readonly string[]): ContentLink | null {
  const value = raw?.trim();
  if (!value || value.length > MAX_LINK_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : {kind: 'path', path: value};
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return ownHosts.includes(url.hostname.toLowerCase()) ? {kind: 'url', href: url.href} : null;
}

/** A link field: checked, and when it is there but not allowed, logged (the text still shows, as text). */
function checkedLink(raw: string | null, ownHosts: readonly string[], where: string): ContentLink | null {
  if (raw === null) return null;
  const link = contentLink(raw, ownHosts);
  if (!link) logContentProblemOnce(`${where}: the link "${raw.slice(0, 100)}" is not on the store; shown as text`);
  return link;
}

const dateOf = (value: string | null): number | null => {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/** Entries by their position field, smallest first; those without one after them, by handle. */
function byPosition<T extends {handle: string; position?: {value?: string | null} | null}>(nodes: readonly T[]): T[] {
  const rank = (node: T) => {
    const position = Number.parseInt(textOf(node.position) ?? '', 10);
    return Number.isFinite(position) ? position : Number.POSITIVE_INFINITY;
  };
  return [...nodes].sort((a, b) => rank(a) - rank(b) || a.handle.localeCompare(b.handle));
}

/** Whether a message is in its window at `now`. */
export const inWindow = (message: AnnouncementMessage, now: number): boolean =>
  (message.startsAt === null || message.startsAt <= now) && (message.endsAt === null || now < message.endsAt);

/**
 * The announcement messages still to show at `now` or later, in order: those already ended, those whose
 * window closes before it opens and those without text are left out.
 */
export function announcementsFrom(
  nodes: readonly AnnouncementFragment[],
  {ownHosts, now}: {ownHosts: readonly string[]; now: number},
): AnnouncementMessage[] {
  return byPosition(nodes).flatMap((node) => {
    const text = textOf(node.text);
    if (!text) {
      logContentProblemOnce(`announcement ${node.handle}: no text; left out`);
      return [];
    }
    const startsAt = dateOf(textOf(node.startsAt));
    const endsAt = dateOf(textOf(node.endsAt));
    if (endsAt !== null && (endsAt <= now || (startsAt !== null && endsAt <= startsAt))) return [];
    return [{text, link: checkedLink(textOf(node.link), ownHosts, `announcement ${node.handle}`), startsAt, endsAt}];
  });
}

/** The messages shown at `now` (an empty list: the brand's built-in message shows). */
export const visibleAnnouncements = (messages: readonly AnnouncementMessage[], now: number) =>
  messages.filter((message) => inWindow(message, now));

/** When the messages shown next change (a start or an end after `now`), or null when they never do. */
export function nextAnnouncementChange(messages: readonly AnnouncementMessage[], now: number): number | null {
  const times = messages.flatMap(({startsAt, endsAt}) => [startsAt, endsAt]);
  const later = times.filter((time): time is number => time !== null && time > now);
  return later.length > 0 ? Math.min(...later) : null;
}

type ImageField = HomeHeroFragment['image'];

function imageOf(field: ImageField): ContentImage | null {
  const reference = field?.reference;
  const image = reference && 'image' in reference ? reference.image : null;
  if (!image?.url) return null;
  const alt = reference && 'alt' in reference ? reference.alt : null;
  return {...image, altText: alt?.trim() || image.altText?.trim() || ''};
}

const collectionOf = (field: CategoryTileFragment['collection']): string | null => {
  const reference = field?.reference;
  return reference && 'handle' in reference ? reference.handle : null;
};

export function heroesFrom(nodes: readonly HomeHeroFragment[], ownHosts: readonly string[]): HomeHero[] {
  return byPosition(nodes).flatMap((node) => {
    const heading = textOf(node.heading);
    if (!heading) {
      logContentProblemOnce(`home_hero ${node.handle}: no heading; left out`);
      return [];
    }
    const label = textOf(node.ctaLabel);
    const link = checkedLink(textOf(node.ctaLink), ownHosts, `home_hero ${node.handle}`);
    return [{heading, text: textOf(node.text), image: imageOf(node.image), cta: label && link ? {label, link} : null}];
  });
}

export function tilesFrom(nodes: readonly CategoryTileFragment[]): CategoryTile[] {
  return byPosition(nodes).flatMap((node) => {
    const title = textOf(node.title);
    const collection = collectionOf(node.collection);
    if (!title || !collection) {
      logContentProblemOnce(`category_tile ${node.handle}: no ${title ? 'collection' : 'title'}; left out`);
      return [];
    }
    return [{title, text: textOf(node.text), image: imageOf(node.image), collection}];
  });
}

/**
 * The brand's home sections the entries name, in their order, each once; null when no entry names one of
 * the brand's sections (the brand's built-in order shows).
 */
export function homeSectionsFrom(
  nodes: readonly HomeSectionEntryFragment[],
  brandSections: readonly HomeSectionKey[],
): HomeSectionEntry[] | null {
  const seen = new Set<string>();
  const entries = byPosition(nodes).flatMap((node) => {
    const section = textOf(node.section);
    const known = brandSections.find((key) => key === section);
    if (!known) {
      logContentProblemOnce(`home_section ${node.handle}: "${section ?? ''}" is not one of this brand's sections`);
      return [];
    }
    if (seen.has(known)) return [];
    seen.add(known);
    return [{section: known, collection: collectionOf(node.collection)}];
  });
  return entries.length > 0 ? entries : null;
}
