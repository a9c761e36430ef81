/**
 * What a shopper may have changed in server-rendered HTML before the live component replaced it
 * (IdleIsland): accordions opened, text typed, where the focus was. Replacing the HTML would
 * otherwise close, clear and blur them.
 */
export interface IslandState {
  openDetails: boolean[];
  fields: Array<{key: string; value: string}>;
  focusKey: string | null;
}

const FOCUSABLE = 'a[href],button,input,select,textarea,summary,[tabindex]';

/** An element's name within the island: its id, its field name, or its place among the focusable elements. */
function keyOf(element: Element, root: Element): string {
  if (element.id) return `#${element.id}`;
  const name = element.getAttribute('name');
  if (name) return `[name="${name}"]`;
  return `@${[...root.querySelectorAll(FOCUSABLE)].indexOf(element)}`;
}

function elementFor(key: string, root: Element): Element | null {
  if (key.startsWith('@')) return root.querySelectorAll(FOCUSABLE)[Number(key.slice(1))] ?? null;
  const id = key.startsWith('#') ? key.slice(1) : null;
  return id ? root.querySelector(`[id="${CSS.escape(id)}"]`) : root.querySelector(key);
}

export function readIslandState(root: Element): IslandState {
  const fields: IslandState['fields'] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input,textarea')) {
    if (field.type !== 'hidden' && field.value !== field.defaultValue)
      fields.push({key: keyOf(field, root), value: field.value});
  }
  const focused = document.activeElement;
  return {
    openDetails: [...root.querySelectorAll('details')].map((details) => details.open),
    fields,
    focusKey: focused && focused !== root && root.contains(focused) ? keyOf(focused, root) : null,
  };
}

/** Fields are set as typing sets them (the native setter, then an `input` event), so React state follows. */
export function restoreIslandState(root: Element, state: IslandState) {
  const details = root.querySelectorAll('details');
  if (details.length === state.openDetails.length)
    details.forEach((element, index) => (element.open = state.openDetails[index]));
  for (const {key, value} of state.fields) {
    const field = elementFor(key, root);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', {bubbles: true}));
  }
  const focusTarget = state.focusKey ? elementFor(state.focusKey, root) : null;
  if (focusTarget instanceof HTMLElement) focusTarget.focus({preventScroll: true});
}
