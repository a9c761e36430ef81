import type {Config} from 'tailwindcss';

const themeColor = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

export default {
  content: ['./app/**/*.{ts,tsx}'],
  // Words of the code's comments and names that are also utilities' names: no element carries them.
  blocklist: ['container', '!container', 'filter', 'transform'],
  theme: {
    extend: {
      colors: {
        background: themeColor('background'),
        foreground: themeColor('foreground'),
        muted: themeColor('muted'),
        primary: {DEFAULT: themeColor('primary'), foreground: themeColor('primary-foreground')},
        accent: themeColor('accent'),
        announcement: {
          DEFAULT: themeColor('announcement-background'),
          foreground: themeColor('announcement-foreground'),
        },
        footer: {DEFAULT: themeColor('footer-background'), foreground: themeColor('footer-foreground')},
      },
      fontFamily: {sans: 'var(--font-sans)'},
    },
  },
  plugins: [],
  // Each utility's default custom properties on the elements that use it, not on every element of every
  // page (the first 2.4 KB of the stylesheet, inline in every document: decision 024).
  experimental: {optimizeUniversalDefaults: true},
} satisfies Config;
