import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';
import { QueryProvider } from '@/lib/query/provider';

/**
 * A page's content with the message namespaces its client islands use besides the shell's, and no others
 * (lib/i18n/client-messages.ts), and React Query for its forms. The shell's namespaces stay: banners and links inside
 * the page use them too.
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return (
    <NextIntlClientProvider messages={pickNamespaces(await getMessages(), [...SHELL_NAMESPACES, ...namespaces])}>
      <QueryProvider>{children}</QueryProvider>
    </NextIntlClientProvider>
  );
}
