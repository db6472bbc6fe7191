'use client';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/locale-path';
import { useSite } from '@/lib/site/site-context';

/** next/link for site paths in the page's language: "/promotions" becomes "/vi/promotions" on a non-default language. */
export function LocalizedLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: string }) {
  const { locale, site } = useSite();
  return <Link href={localizedPath(href, locale, site.defaultLanguage)} {...props} />;
}
