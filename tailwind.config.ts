import type {Config} from 'tailwindcss';

const themeColor = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

export default {
  content: ['./app/**/*.{ts,tsx}'],
  // Words of the code's comments and names that are also utilities' names: no element carries them.
  blocklist: ['container', '!container', 'transform'],
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
  // No element uses these utilities, and each writes its custom properties' defaults on every element of
  // every page (`*, ::before, ::after` and `::backdrop`, in the stylesheet inline in each document:
  // decision 024). Tailwind's own way to write defaults only where used is an experimental flag that
  // prints a warning on every `npm run dev`. Turn one back on here before using it.
  corePlugins: {
    borderSpacing: false,
    touchAction: false,
    gradientColorStops: false,
    fontVariantNumeric: false,
    blur: false,
    brightness: false,
    contrast: false,
    grayscale: false,
    hueRotate: false,
    invert: false,
    saturate: false,
    sepia: false,
    dropShadow: false,
    backdropBlur: false,
    backdropBrightness: false,
    backdropContrast: false,
    backdropGrayscale: false,
    backdropHueRotate: false,
    backdropInvert: false,
    backdropOpacity: false,
    backdropSaturate: false,
    backdropSepia: false,
    contain: false,
    ringWidth: false,
    filter: false,
    backdropFilter: false,
  },
} satisfies Config;
