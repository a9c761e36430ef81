import type {Config} from 'tailwindcss';

const themeColor = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

export default {
  content: ['./app/**/*.{ts,tsx}'],
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
} satisfies Config;
