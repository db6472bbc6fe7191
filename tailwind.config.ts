import type { Config } from 'tailwindcss';

/**
 * Theme tokens. Colours are CSS variables set per theme (app/globals.css) and per merchant (brand colours from the
 * platform, set on <html> by the root layout), so one build serves every brand.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: {
          DEFAULT: 'var(--brand-primary)',
          text: 'var(--brand-primary-text)',
          accent: 'var(--brand-accent)',
        },
        surface: {
          DEFAULT: 'var(--surface)',
          raised: 'var(--surface-raised)',
          sunken: 'var(--surface-sunken)',
        },
        line: 'var(--line)',
        ink: {
          DEFAULT: 'var(--ink)',
          muted: 'var(--ink-muted)',
        },
        danger: 'var(--danger)',
        success: 'var(--success)',
        warning: 'var(--warning)',
        info: 'var(--info)',
      },
      maxWidth: { content: '1280px' },
    },
  },
};

export default config;
