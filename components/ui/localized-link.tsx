'use client';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/locale-path';
import { useSite } from '@/lib/site/site-context';
import { IntentLink } from './intent-link';

/**
 * A link to a site path in the page's language: "/promotions" becomes "/vi/promotions" on a non-default language.
 * Its page is fetched on the visitor's intent (IntentLink).
 */
export function LocalizedLink({ href, ...props }: Omit<ComponentProps<typeof IntentLink>, 'href'> & { href: string }) {
  const { locale, site } = useSite();
  return <IntentLink href={localizedPath(href, locale, site.defaultLanguage)} {...props} />;
}
