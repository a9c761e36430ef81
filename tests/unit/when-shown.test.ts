import {afterEach, describe, expect, it, vi} from 'vitest';
import {isShown, whenShown} from '~/lib/ui/when-shown';

/** An element with `boxes` boxes: none, as `display: none` leaves it, until the test sets one. */
interface FakeElement {
  boxes: number;
  children: FakeElement[];
  getClientRects: () => {length: number};
}

function fakeElement(boxes: number, children: FakeElement[] = []): FakeElement {
  const element: FakeElement = {
    boxes,
    children,
    getClientRects: () => ({length: element.boxes}),
  };
  return element;
}

/** ResizeObservers the test fires by hand, as the browser does when a box appears. */
function fakeResizeObservers() {
  const observers: Array<{callback: () => void; observed: unknown[]; connected: boolean}> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: () => void) {
        this.record = {callback, observed: [], connected: true};
        observers.push(this.record);
      }
      observe(target: unknown) {
        this.record.observed.push(target);
      }
      disconnect() {
        this.record.connected = false;
      }
    },
  );
  const fire = () => observers.filter((observer) => observer.connected).forEach((observer) => observer.callback());
  return {observers, fire};
}

const asElement = (fake: FakeElement) => fake as unknown as Element;

describe('isShown', () => {
  it('is true for an element with a box, or a box-less wrapper (display: contents) whose child has one', () => {
    expect(isShown(asElement(fakeElement(1)))).toBe(true);
    expect(isShown(asElement(fakeElement(0, [fakeElement(0), fakeElement(1)])))).toBe(true);
    expect(isShown(asElement(fakeElement(0, [fakeElement(0)])))).toBe(false);
  });
});

describe('whenShown', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the task at once for shown markup', () => {
    const {observers} = fakeResizeObservers();
    const task = vi.fn();
    whenShown(asElement(fakeElement(1)), task);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('waits for hidden markup to get a box, watching the wrapper and its children, and runs the task once', () => {
    const {observers, fire} = fakeResizeObservers();
    const child = fakeElement(0);
    const wrapper = fakeElement(0, [child]);
    const task = vi.fn();
    whenShown(asElement(wrapper), task);
    expect(observers[0].observed).toEqual([wrapper, child]);
    fire();
    expect(task, 'a resize that leaves it hidden').not.toHaveBeenCalled();
    child.boxes = 1;
    fire();
    fire();
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers[0].connected).toBe(false);
  });

  it('can be cancelled while it waits', () => {
    const {observers, fire} = fakeResizeObservers();
    const element = fakeElement(0);
    const task = vi.fn();
    const cancel = whenShown(asElement(element), task);
    cancel();
    element.boxes = 1;
    fire();
    expect(task).not.toHaveBeenCalled();
    expect(observers[0].connected).toBe(false);
  });
});
