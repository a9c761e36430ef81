import {Link, useLocation, useNavigation} from '@remix-run/react';
import {useMemo, useState, type ReactNode} from 'react';
import {mergePage, pageSearch, type Connection, type PageDirection} from '~/lib/catalog/paged-list';

type PageLinkProps = {className?: string; children: ReactNode};

/** History state a page link leaves, so the page it loads joins the list instead of replacing it. */
type PageLinkState = {pageDirection?: PageDirection; pagedFrom?: string};

/**
 * A connection's nodes between "previous" and "more" links, as Hydrogen's Pagination renders them
 * (the same render prop): plain links to `?cursor=…&direction=…` without JavaScript, and with it
 * the loaded page joins the list in place, the scroll position kept. Ours rather than Hydrogen's:
 * importing Hydrogen's pulls its 11 KB gzipped main bundle into every collection page's first load.
 */
export function Pagination<Node extends {id: string}>({
  connection,
  children,
}: {
  connection: Connection<Node>;
  children: (page: {
    nodes: Node[];
    PreviousLink: (props: PageLinkProps) => ReactNode;
    NextLink: (props: PageLinkProps) => ReactNode;
    isLoading: boolean;
  }) => ReactNode;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const [shown, setShown] = useState({source: connection, list: connection});
  let list = shown.list;
  if (shown.source !== connection) {
    // A new page arrived: merged during render, so the list never shows a frame without it.
    const state = location.state as PageLinkState | null;
    const inPlace = state?.pagedFrom === location.pathname ? state.pageDirection : undefined;
    list = mergePage(shown.list, connection, inPlace);
    setShown({source: connection, list});
  }

  const isLoading =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    new URLSearchParams(navigation.location.search).has('cursor');

  const previousCursor = list.pageInfo.hasPreviousPage ? list.pageInfo.startCursor : null;
  const nextCursor = list.pageInfo.hasNextPage ? list.pageInfo.endCursor : null;
  const {pathname, search} = location;
  // Stable components while the cursors and address stay, so a focused link is not remounted.
  const PreviousLink = useMemo(
    () => pageLink(pathname, search, 'previous', previousCursor),
    [pathname, search, previousCursor],
  );
  const NextLink = useMemo(() => pageLink(pathname, search, 'next', nextCursor), [pathname, search, nextCursor]);

  return children({nodes: list.nodes, PreviousLink, NextLink, isLoading});
}

/** The link to the page before or after the list; nothing when there is none. */
function pageLink(pathname: string, search: string, direction: PageDirection, cursor: string | null | undefined) {
  return function PageLink({className, children}: PageLinkProps) {
    if (!cursor) return null;
    const state: PageLinkState = {pageDirection: direction, pagedFrom: pathname};
    return (
      <Link
        to={{pathname, search: pageSearch(search, direction, cursor)}}
        state={state}
        preventScrollReset
        replace
        rel={direction === 'next' ? 'next' : 'prev'}
        className={className}
      >
        {children}
      </Link>
    );
  };
}
