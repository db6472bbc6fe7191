import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';

/**
 * Like PageMessages, for a page whose client islands only need words, not React Query (the home page's game tiles): the
 * page's namespaces beside the shell's, and nothing that would load the query library for a visitor.
 */
export async function PageText({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickNamespaces(await getMessages(), [...SHELL_NAMESPACES, ...namespaces])}>{children}</NextIntlClientProvider>;
}
