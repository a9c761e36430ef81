import {createElement, Suspense} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {loadable} from '~/lib/ui/loadable';

const Greeting = ({name}: {name: string}) => createElement('p', null, `Hello, ${name}`);

const render = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, {fallback: createElement('p', null, 'loading')}, element));

describe('loadable', () => {
  it('renders a component loaded ahead at once, without its fallback', async () => {
    const Screen = loadable(async () => Greeting);
    await Screen.load();
    expect(render(createElement(Screen, {name: 'Asha'}))).toBe('<!--$--><p>Hello, Asha</p><!--/$-->');
  });

  it('shows the fallback while the code is still on its way', () => {
    const Screen = loadable(() => new Promise<typeof Greeting>(() => {}));
    expect(render(createElement(Screen, {name: 'Asha'}))).toContain('loading');
  });

  it('asks again for code that failed to arrive', async () => {
    const importGreeting = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Greeting);
    const Screen = loadable(importGreeting);
    await expect(Screen.load()).rejects.toThrow('Failed to fetch');
    await Screen.load();
    expect(render(createElement(Screen, {name: 'Asha'}))).toContain('Hello, Asha');
    expect(importGreeting).toHaveBeenCalledTimes(2);
  });

  it('gives the component for a render that must not suspend only once its code is here', async () => {
    const Screen = loadable(async () => Greeting);
    expect(Screen.loaded()).toBeUndefined();
    await Screen.load();
    expect(Screen.loaded()).toBe(Greeting);
  });

  it('gives no component for code that failed to arrive', async () => {
    const Screen = loadable<{name: string}>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(Screen.load()).rejects.toThrow('Failed to fetch');
    expect(Screen.loaded()).toBeUndefined();
  });

  it('fetches the code once, however often it is asked for', async () => {
    const importGreeting = vi.fn(async () => Greeting);
    const Screen = loadable(importGreeting);
    await Promise.all([Screen.load(), Screen.load()]);
    await Screen.load();
    render(createElement(Screen, {name: 'Asha'}));
    expect(importGreeting).toHaveBeenCalledTimes(1);
  });
});
