'use client';
import { useSelectedLayoutSegment } from 'next/navigation';
import type { ComponentProps } from 'react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { localizedPath } from '@/lib/i18n/locale-path';
import { useSite } from '@/lib/site/site-context';

/** Home's route group (app/[host]/[locale]/(home)): the page under the shell while home, or the help over it, shows. */
const HOME_SEGMENT = '(home)';

/**
 * A link of the shell (the footer, the help-and-service menu) to the help centre: /help, /help#tag, or /helpmc. While
 * home is the page under the shell, a link to /help is a link of the site, and the help opens in a dialog over home
 * (spec §2: app/[host]/[locale]/(home)/@modal). Anywhere else it loads the help centre's page, as an address does: a
 * soft navigation to /help from another page (the help page itself included) would land in home's dialog with no home
 * under it. /helpmc is never a dialog, so it stays a link of the site.
 */
export function HelpLink({ href, ...props }: ComponentProps<typeof LocalizedLink>) {
  const { locale, site } = useSite();
  const overHome = useSelectedLayoutSegment() === HOME_SEGMENT;
  if (overHome || href.split('#', 1)[0] !== '/help') return <LocalizedLink href={href} {...props} />;
  return <a href={localizedPath(href, locale, site.defaultLanguage)} {...props} />;
}
