import {useTranslation} from '~/hooks/use-translation';

/**
 * The announcement as a continuous marquee in CSS: two copies of the text side by side
 * (the second hidden from screen readers) slide by one copy's width and loop. Under
 * prefers-reduced-motion it stands still. A labelled landmark of its own, so its text is not
 * left outside every landmark (axe's `region` rule).
 */
export function AnnouncementBar({text}: {text: string}) {
  const {t} = useTranslation();
  return (
    <aside
      aria-label={t('announcement')}
      className="announcement-marquee overflow-hidden print:hidden bg-announcement py-2 text-sm font-medium text-announcement-foreground"
    >
      <p className="sr-only">{text}</p>
      <div aria-hidden className="announcement-marquee__track flex w-max">
        {[0, 1].map((copy) => (
          <span key={copy} className="flex shrink-0 gap-16 pr-16">
            <span>{text}</span>
            <span>{text}</span>
            <span>{text}</span>
          </span>
        ))}
      </div>
    </aside>
  );
}
