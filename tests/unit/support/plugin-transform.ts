import type {Plugin} from 'vite';

type Transform = (code: string, id: string, options: {ssr: boolean}) => {code: string} | undefined;

/**
 * What a build plugin's `transform` makes of `code`, the module at `id`, in the worker build (`ssr`)
 * or the browser's. A build error it raises is thrown.
 */
export function transformWith(plugin: Plugin, code: string, id: string, ssr: boolean) {
  const transform = plugin.transform as unknown as Transform;
  return transform.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
    {ssr},
  );
}
