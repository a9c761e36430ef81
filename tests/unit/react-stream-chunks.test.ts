import {readFileSync} from 'node:fs';
import Module, {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {createElement, lazy, Suspense, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {reactStreamChunks} from '../../scripts/lib/vite-react-stream-chunks';
import {transformWith} from './support/plugin-transform';

const require = createRequire(import.meta.url);
// The package's exports hide its cjs/ files; the worker build reaches this one through react-dom/server.browser.
const SERVER_PATH = join(
  dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-server.browser.production.min.js',
);
const published = readFileSync(SERVER_PATH, 'utf8');

type Renderer = {renderToReadableStream: (node: ReactNode) => Promise<ReadableStream<Uint8Array>>};

function edit(code: string, ssr = true) {
  return transformWith(reactStreamChunks(), code, SERVER_PATH, ssr);
}

/** React DOM's server renderer from this source, as the worker build would bundle it. */
function rendererFrom(code: string): Renderer {
  const module = new Module(SERVER_PATH) as Module & {_compile(code: string, path: string): void; paths: string[]};
  module.filename = SERVER_PATH;
  module.paths = (Module as unknown as {_nodeModulePaths(dir: string): string[]})._nodeModulePaths(
    dirname(SERVER_PATH),
  );
  module._compile(code, SERVER_PATH);
  return module.exports as Renderer;
}

async function render(renderer: Renderer, node: ReactNode) {
  const stream = await renderer.renderToReadableStream(node);
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return {bytes: Buffer.concat(chunks), writes: chunks.length};
}

/** A page like the store's: long lists, escaped attributes, Hindi text, a section streamed in later. */
function page(): ReactNode {
  const Later = lazy(
    () =>
      new Promise<{default: () => ReactNode}>((resolve) =>
        setTimeout(() => resolve({default: () => createElement('p', null, 'नई चीज़ें आ गईं')}), 20),
      ),
  );
  const cards = Array.from({length: 300}, (_, index) =>
    createElement(
      'li',
      {key: index, className: 'card'},
      createElement('img', {
        alt: `Razor ${index} & “blade”`,
        srcSet: `https://cdn.example/r-${index}.jpg?width=200&height=200 200w, https://cdn.example/r-${index}.jpg?width=400&height=400 400w`,
      }),
      createElement('a', {href: `/products/razor-${index}`}, `उस्तरा ${index} <sharp>`),
    ),
  );
  return createElement(
    'main',
    null,
    createElement('ul', null, cards),
    createElement(Suspense, {fallback: createElement('p', null, 'Loading…')}, createElement(Later)),
  );
}

describe('React’s server renderer with strings joined before they are encoded', () => {
  it('writes the same bytes as the published renderer, in far fewer writes', async () => {
    const before = await render(rendererFrom(published), page());
    const after = await render(rendererFrom(edit(published)!.code), page());

    expect(after.bytes.equals(before.bytes)).toBe(true);
    expect(after.bytes.toString('utf8')).toContain('नई चीज़ें आ गईं');
    expect(after.writes).toBeLessThan(before.writes / 10);
  });

  it('fails the build when React’s code is not what the edits were written for', () => {
    expect(() => edit(published.replace('function ba(a){', 'function ba(a,z){'))).toThrow(
      /no longer applies: completeWriting/,
    );
  });

  it('leaves the browser build alone', () => {
    expect(edit(published, false)).toBeUndefined();
  });
});
