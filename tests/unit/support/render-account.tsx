import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import auth from '@/messages/en/auth.json';
import account from '@/messages/en/account.json';
import common from '@/messages/en/common.json';
import verification from '@/messages/en/verification.json';
import { SiteProvider } from '@/lib/site/site-context';
import type { Site } from '@/lib/platform/site';
import { makeSite } from './shell-providers';

/** Renders inside the providers a page has: messages (Auth, account namespaces, Common), the site, React Query. */
export function renderAccount(
  ui: ReactElement,
  { site = makeSite(), loggedIn = false, memberType = null }: { site?: Site; loggedIn?: boolean; memberType?: number | null } = {},
): RenderResult {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...auth, ...account, ...common, ...verification }} timeZone="UTC">
      <SiteProvider value={{ site, locale: 'en', loggedIn, memberType }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}
