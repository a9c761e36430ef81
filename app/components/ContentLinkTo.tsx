import {Link} from '@remix-run/react';
import type {ReactNode} from 'react';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {ContentLink} from '~/lib/content/merchandising';

interface ContentLinkToProps {
  link: ContentLink;
  className?: string;
  /** -1 for a copy the keyboard skips (the announcement marquee's moving copies) */
  tabIndex?: number;
  prefetch?: 'intent' | 'none';
  children: ReactNode;
}

/** A link a merchandiser typed, once checked: a path in the page's language, or an address on the brand's own site. */
export function ContentLinkTo({link, className, tabIndex, prefetch = 'intent', children}: ContentLinkToProps) {
  const localePath = useLocalePath();
  return link.kind === 'path' ? (
    <Link to={localePath(link.path)} prefetch={prefetch} tabIndex={tabIndex} className={className}>
      {children}
    </Link>
  ) : (
    <a href={link.href} tabIndex={tabIndex} className={className}>
      {children}
    </a>
  );
}
