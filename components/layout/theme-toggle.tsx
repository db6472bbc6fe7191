'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { MoonIcon, SunIcon } from '@/components/ui/icons';

export const THEME_KEY = 'theme';

/**
 * Light-theme switch (pressed when the light theme is on; dark is the default). The inline script in <head> applies the stored theme before paint; this button reads the result
 * from <html> after mount (never during render) and keeps localStorage in step.
 */
export function ThemeToggle() {
  const t = useTranslations('Theme');
  const [dark, setDark] = useState(true);

  useEffect(() => {
    setDark(document.documentElement.classList.contains('dark'));
  }, []);

  function toggle() {
    const next = !dark;
    document.documentElement.classList.toggle('dark', next);
    try {
      window.localStorage.setItem(THEME_KEY, next ? 'dark' : 'light');
    } catch {
      // Not persisted; the theme still applies to this page.
    }
    setDark(next);
  }

  return (
    <IconButton label={t('light')} aria-pressed={!dark} onClick={toggle}>
      {dark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
