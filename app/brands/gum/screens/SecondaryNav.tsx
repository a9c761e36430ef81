import {useTranslation} from '~/hooks/use-translation';
import {MenuLinks} from '~/components/MenuLink';
import {useRootData} from '~/hooks/use-root-data';

/** Quitbee's second header row (NRT, Quit Chewing, Quit Smoking ...), from the Shopify menu `nav`. */
export function SecondaryNav() {
  const {t} = useTranslation();
  const items = useRootData()?.header.secondaryMenu?.items ?? [];
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('header.topics')} className="border-b border-foreground/10 bg-primary/5 print:hidden">
      <MenuLinks
        items={items}
        className="mx-auto flex max-w-7xl gap-5 overflow-x-auto whitespace-nowrap px-4 py-2 text-sm"
        linkClassName="hover:underline"
      />
    </nav>
  );
}
