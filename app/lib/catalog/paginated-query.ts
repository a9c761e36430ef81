import {getPaginationVariables} from '@shopify/hydrogen';

export type PaginationVariables = ReturnType<typeof getPaginationVariables>;

/**
 * Runs a paginated query for the page the request's cursor names. A cursor from an old or
 * hand-edited link makes the query fail: then the first page is shown rather than an error.
 * The answer keeps its errors when even the first page fails (the caller throws them).
 */
export async function pageOrFirstPage<Answer extends {errors?: unknown}>(
  request: Request,
  pageBy: number,
  run: (pagination: PaginationVariables) => Promise<Answer>,
): Promise<Answer> {
  const page = await run(getPaginationVariables(request, {pageBy}));
  if (!page.errors || !new URL(request.url).searchParams.has('cursor')) return page;
  const firstPage = await run({first: pageBy, endCursor: null});
  return firstPage.errors ? page : firstPage;
}
