/** What a Storefront connection tells about the pages around the one it holds. */
export interface PageInfo {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

export interface Connection<Node> {
  nodes: Node[];
  pageInfo: PageInfo;
}

export type PageDirection = 'next' | 'previous';

/** The query string of the page next to the current one: `cursor` and `direction`, as getPaginationVariables reads them. */
export function pageSearch(search: string, direction: PageDirection, cursor: string): string {
  const params = new URLSearchParams(search);
  params.set('direction', direction);
  params.set('cursor', cursor);
  return `?${params}`;
}

/**
 * The list a shopper sees after loading another page in place: the new page appended ("more") or
 * prepended ("previous") to what was shown, with the outer page's cursors; any other arrival (a
 * first visit, a new filter, a link from elsewhere) shows the new page alone. Nodes already
 * shown are not repeated.
 */
export function mergePage<Node extends {id: string}>(
  shown: Connection<Node>,
  arrived: Connection<Node>,
  direction: PageDirection | undefined,
): Connection<Node> {
  if (!direction) return arrived;
  const seen = new Set(shown.nodes.map((node) => node.id));
  const added = arrived.nodes.filter((node) => !seen.has(node.id));
  if (direction === 'next') {
    return {
      nodes: [...shown.nodes, ...added],
      pageInfo: {
        hasPreviousPage: shown.pageInfo.hasPreviousPage,
        startCursor: shown.pageInfo.startCursor,
        hasNextPage: arrived.pageInfo.hasNextPage,
        endCursor: arrived.pageInfo.endCursor,
      },
    };
  }
  return {
    nodes: [...added, ...shown.nodes],
    pageInfo: {
      hasPreviousPage: arrived.pageInfo.hasPreviousPage,
      startCursor: arrived.pageInfo.startCursor,
      hasNextPage: shown.pageInfo.hasNextPage,
      endCursor: shown.pageInfo.endCursor,
    },
  };
}
