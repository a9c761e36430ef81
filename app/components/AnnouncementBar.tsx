import {ContentLinkTo} from '~/components/ContentLinkTo';
import {useTranslation} from '~/hooks/use-translation';
import {useAnnouncementClock} from '~/hooks/use-announcement-clock';
import {useRootData} from '~/hooks/use-root-data';
import {visibleAnnouncements, type ContentLink} from '~/lib/content/merchandising';

interface ShownMessage {
  text: string;
  link: ContentLink | null;
}

/**
 * The announcement bar: the shop's `announcement` messages in their windows, else the brand's
 * built-in message, as a continuous marquee in CSS. The track holds two copies of the messages side
 * by side, hidden from screen readers, which slide by one copy's width and loop; under
 * prefers-reduced-motion it stands still, and under the pointer it pauses so a link can be clicked.
 * Screen readers and the keyboard get the messages once, in a list that shows while it has focus.
 * A labelled landmark of its own, so its text is not left outside every landmark (axe's `region` rule).
 */
export function AnnouncementBar({fallback}: {fallback: string}) {
  const {t} = useTranslation();
  const bar = useRootData()?.announcement;
  const now = useAnnouncementClock(bar?.messages ?? NO_MESSAGES, bar?.renderedAt ?? 0);
  const visible = bar ? visibleAnnouncements(bar.messages, now) : [];
  const messages: ShownMessage[] = visible.length > 0 ? visible : [{text: fallback, link: null}];

  const message = ({text, link}: ShownMessage, focusable: boolean) =>
    link ? (
      <ContentLinkTo
        link={link}
        tabIndex={focusable ? undefined : -1}
        prefetch="none"
        className="underline underline-offset-2"
      >
        {text}
      </ContentLinkTo>
    ) : (
      text
    );

  return (
    <aside
      aria-label={t('announcement')}
      className="announcement-marquee overflow-hidden print:hidden bg-announcement py-2 text-sm font-medium text-announcement-foreground"
    >
      <ul className="sr-only focus-within:not-sr-only focus-within:flex focus-within:flex-wrap focus-within:gap-x-8 focus-within:px-4">
        {messages.map((shown, index) => (
          <li key={index}>{message(shown, true)}</li>
        ))}
      </ul>
      <div aria-hidden className="announcement-marquee__track flex w-max">
        {[0, 1].map((copy) => (
          <span key={copy} className="flex shrink-0 gap-16 pr-16">
            {[0, 1, 2].flatMap((repeat) =>
              messages.map((shown, index) => <span key={`${repeat}-${index}`}>{message(shown, false)}</span>),
            )}
          </span>
        ))}
      </div>
    </aside>
  );
}

const NO_MESSAGES: readonly never[] = [];
