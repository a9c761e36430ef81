import {createContext, useContext} from 'react';

/**
 * The app's stylesheet (app.css, built), given by entry.server in a production build so that it is
 * written into each document's head (decision 024). Undefined in development: root.tsx links the
 * stylesheet there, so that Vite can update it in place.
 */
export const DocumentStylesContext = createContext<string | undefined>(undefined);

const STYLE_ID = 'app-styles';

/**
 * In the browser, the text the server wrote, read once when this module loads (before hydration).
 * Rendering it again keeps the element's props the same as the server's, so a render of the whole
 * document in the browser (React's answer to a hydration error above every Suspense boundary) does
 * not leave the page without its styles. The stylesheet never travels in a script.
 */
const writtenByServer =
  typeof document === 'undefined' ? undefined : (document.getElementById(STYLE_ID)?.textContent ?? undefined);

/** The app's stylesheet inline in the head: the first paint waits for no stylesheet request. */
export function DocumentStyles() {
  const text = useContext(DocumentStylesContext) ?? writtenByServer;
  return text === undefined ? null : <style id={STYLE_ID} dangerouslySetInnerHTML={{__html: text}} />;
}
