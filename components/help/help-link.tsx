'use client';
import type { ComponentProps } from 'react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useCurrentRoute } from '@/components/layout/use-current-route';
import { localizedPath } from '@/lib/i18n/locale-path';
import { useSite } from '@/lib/site/site-context';

/**
 * A link of the shell to the help centre (/help, /help#tag, or /helpmc). On home a link to /help is a link of the
 * site, and the help opens in a dialog over home (spec §2: app/[host]/[locale]/(home)/@modal); on any other page it
 * loads the help centre's own page, as an address does: a soft navigation to /help from there would land in home's
 * dialog with no home under it. /helpmc is never a dialog, and on /help itself (the page, or home with the dialog
 * over it) the link only moves to its #tag.
 */
export function HelpLink({ href, ...props }: ComponentProps<typeof LocalizedLink>) {
  const { locale, site } = useSite();
  const route = useCurrentRoute();
  if (route === '/' || route === '/help' || href.split('#', 1)[0] !== '/help') return <LocalizedLink href={href} {...props} />;
  return <a href={localizedPath(href, locale, site.defaultLanguage)} {...props} />;
}
