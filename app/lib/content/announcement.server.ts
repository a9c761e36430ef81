import type {AnnouncementFragment} from 'storefrontapi.generated';
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {announcementsFrom, nextAnnouncementChange, type AnnouncementBarData} from './merchandising';

/**
 * The announcement bar's messages for a page rendered now. The page is then kept at the edge no longer
 * than until the next message starts or ends (page-cache.ts), so a cached page never shows a message
 * outside its window; in the browser the bar follows the clock from there (AnnouncementBar).
 */
export function announcementBarFor(
  context: Pick<AppLoadContext, 'ownHosts' | 'contentSchedule'>,
  nodes: readonly AnnouncementFragment[],
  now = Date.now(),
): AnnouncementBarData {
  const messages = announcementsFrom(nodes, {ownHosts: context.ownHosts, now});
  const nextChange = nextAnnouncementChange(messages, now);
  const earlier = context.contentSchedule.nextChangeAt;
  if (nextChange !== null && (earlier === null || nextChange < earlier))
    context.contentSchedule.nextChangeAt = nextChange;
  return {messages, renderedAt: now};
}
