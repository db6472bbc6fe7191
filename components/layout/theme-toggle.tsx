'use client';
import { useTranslations } from 'next-intl';
import { useStoredValue, writeLocal } from '@/lib/hooks/use-browser-state';
import { IconButton } from '@/components/ui/icon-button';
import { MoonIcon } from '@/components/ui/icons/moon';
import { SunIcon } from '@/components/ui/icons/sun';

export const THEME_KEY = 'theme';

/**
 * Light-theme switch (pressed when the light theme is on; dark is the default). The inline script in <head> applies the
 * stored theme before paint; this button reads the result from <html> once hydrated and keeps localStorage in step.
 */
export function ThemeToggle() {
  const t = useTranslations('Theme');
  const dark = useStoredValue(() => document.documentElement.classList.contains('dark'), true);

  function toggle() {
    const next = !dark;
    document.documentElement.classList.toggle('dark', next);
    writeLocal(THEME_KEY, next ? 'dark' : 'light');
  }

  return (
    <IconButton label={t('light')} aria-pressed={!dark} onClick={toggle}>
      {dark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
