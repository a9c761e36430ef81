import {AnnouncementBar as AnnouncementMarquee} from '~/components/AnnouncementBar.island';
import {IdleIsland} from '~/components/IdleIsland';

const loadAnnouncement = () => import('~/components/AnnouncementBar.island').then((module) => module.AnnouncementBar);

/**
 * The announcement: markup and a CSS animation, which the browser keeps as the server sent it. Its
 * code loads only when the text changes (another language); rendering it again sooner would restart
 * the marquee.
 */
export function AnnouncementBar({text}: {text: string}) {
  return (
    <IdleIsland
      serverComponent={import.meta.env.SSR ? AnnouncementMarquee : undefined}
      load={loadAnnouncement}
      props={{text}}
      live="props"
    />
  );
}
