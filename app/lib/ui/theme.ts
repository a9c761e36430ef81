/**
 * lib/ui/: helpers of the interface in the browser: the brand theme's CSS properties (this file), where
 * toasts show, the motion setting, the hiding header, the carousel, image URLs, components loaded
 * ahead (`loadable`), plain clicks and the page's idle moments.
 */

import type {CSSProperties} from 'react';
import type {BrandTheme} from '~/brands';

/** CSS custom properties the Tailwind colours read (see tailwind.config.ts). */
export function themeStyle(theme: BrandTheme): CSSProperties {
  const variables: Record<string, string> = {'--font-sans': theme.fontFamily};
  for (const [name, value] of Object.entries(theme.colors)) {
    variables[`--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value;
  }
  return variables as CSSProperties;
}
