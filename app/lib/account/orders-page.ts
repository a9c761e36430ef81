import type {OrdersPage, OrdersPageRequest} from './customer-accounts';

/**
 * A page of orders from `run`; a cursor from an old or edited link is refused by the API, so an
 * answer with errors for a cursor is asked again as the first page. Both customer APIs page alike.
 */
export async function ordersPageOrFirst<Answer extends {errors?: ReadonlyArray<unknown>}>(
  page: OrdersPageRequest,
  run: (page: OrdersPageRequest) => Promise<Answer>,
): Promise<Answer> {
  const answer = await run(page);
  const cursor = 'endCursor' in page ? page.endCursor : page.startCursor;
  if (!answer.errors?.length || !cursor) return answer;
  return run({first: 'first' in page ? page.first : page.last, endCursor: null});
}

/** An API's page info as the account pages read it. */
export function pageInfoOf(pageInfo: {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}): OrdersPage['pageInfo'] {
  return {
    hasPreviousPage: pageInfo.hasPreviousPage,
    hasNextPage: pageInfo.hasNextPage,
    startCursor: pageInfo.startCursor ?? null,
    endCursor: pageInfo.endCursor ?? null,
  };
}
