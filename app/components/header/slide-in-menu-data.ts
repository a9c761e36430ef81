import type {SlideInMenuQuery} from 'storefrontapi.generated';

const requests = new Map<string, Promise<SlideInMenuQuery>>();

/**
 * The slide-in menu's entries from `url` (`/api/slide-in-menu` in the page's language): asked for
 * once while the page is open, when the shopper first reaches for the menu. A failure is asked
 * again at the next opening.
 */
export function slideInMenus(url: string): Promise<SlideInMenuQuery> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url, {headers: {Accept: 'application/json'}}).then(async (response) => {
      if (!response.ok) throw new Error(`The menu answered ${response.status}`);
      return (await response.json()) as SlideInMenuQuery;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
