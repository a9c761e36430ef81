const requests = new Map<string, Promise<unknown>>();

/**
 * A menu's entries from `url` (`/api/slide-in-menu`, `/api/header-menu`, in the page's language):
 * asked for once while the page is open, when the shopper first reaches for the menu. A failure is
 * asked again at the next try.
 */
export function menuData<T>(url: string): Promise<T> {
  let request = requests.get(url) as Promise<T> | undefined;
  if (!request) {
    request = fetch(url, {headers: {Accept: 'application/json'}}).then(async (response) => {
      if (!response.ok) throw new Error(`The menu answered ${response.status}`);
      return (await response.json()) as T;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
