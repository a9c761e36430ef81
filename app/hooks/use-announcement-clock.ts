import {useEffect, useState} from 'react';
import {nextAnnouncementChange, type AnnouncementMessage} from '~/lib/content/merchandising';

/** setTimeout's longest delay; a later change is waited for in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The time the announcement bar shows messages for: the server's render time in the first render (so
 * hydration matches the HTML), then the browser's clock, moved on at each message's start and end.
 * A page kept open, or one the edge kept, shows no message outside its window.
 */
export function useAnnouncementClock(messages: readonly AnnouncementMessage[], renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    if (messages.length === 0) return;
    let shownFor = renderedAt;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      // A render only when a start or an end has passed since the time shown: most pages need none.
      const due = nextAnnouncementChange(messages, shownFor);
      if (due !== null && due <= current) setNow((shownFor = current));
      const next = nextAnnouncementChange(messages, current);
      if (next !== null) timer = setTimeout(tick, Math.min(next - current, LONGEST_TIMEOUT_MS));
    };
    tick();
    return () => clearTimeout(timer);
  }, [messages, renderedAt]);
  return now;
}
