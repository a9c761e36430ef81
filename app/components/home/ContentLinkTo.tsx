import {Link} from '@remix-run/react';
import type {ReactNode} from 'react';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {ContentLink} from '~/lib/content/merchandising';

/** A link a merchandiser typed, once checked: a path in the page's language, or an address on the brand's own site. */
export function ContentLinkTo({
  link,
  className,
  children,
}: {
  link: ContentLink;
  className?: string;
  children: ReactNode;
}) {
  const localePath = useLocalePath();
  return link.kind === 'path' ? (
    <Link to={localePath(link.path)} prefetch="intent" className={className}>
      {children}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {children}
    </a>
  );
}
