import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import shellMessages from '@/messages/en/shell.json';
import serviceMessages from '@/messages/en/service.json';

/** What the shell's client components get: shell.json and the help-and-service menu's labels. */
const messages = { ...shellMessages, ServiceMenu: serviceMessages.ServiceMenu };
import { SiteProvider } from '@/lib/site/site-context';
import type { NavCategory } from '@/lib/platform/games';
import type { Site } from '@/lib/platform/site';
import { NO_FEATURES, noProtection } from './site-fixtures';

/** A demo-like merchant with every optional feature off but the reward centre and messages; tests switch on what they check. */
export function makeSite(overrides: Partial<Site> = {}): Site {
  const base: Site = {
    host: 'localhost',
    merchantCode: 'demo',
    brandName: 'Demo Casino',
    logoUrl: 'https://cdn.example/logo.png',
    colors: { primary: '#d4a017', primaryText: '#111111', accent: '#f5c542' },
    languages: ['en', 'vi'],
    defaultLanguage: 'en',
    languageDetails: { en: { platformCode: 'en', shownIn: 'en' }, vi: { platformCode: 'vi', shownIn: 'vi' } },
    languageChoices: { en: 'en', vi: 'vi' },
    currency: { code: 'USD', symbol: '$' },
    features: { ...NO_FEATURES, rewardCentre: true, messages: true },
    register: { usernameEnabled: true, mobileEnabled: false, captchaEnabled: false, smsEnabled: false },
    appDownloads: [],
    socials: [],
    usdSite: null,
    affiliateUrl: null,
    speedTestUrl: null,
    customerService: [],
    footer: { aboutHtml: { en: '<p>About</p>' }, paymentImages: [], licenceImages: [] },
    imageOrigins: [],
    gameOrigins: [],
    gtagId: null,
    vitalsSampleRate: 0,
    disclaimer: false,
    eligibilityPreticked: true,
    gmtOffsetMinutes: 420,
    protection: noProtection(),
  };
  return { ...base, ...overrides, features: { ...base.features, ...overrides.features } };
}

export function vendors(count: number, prefix = 'V'): NavCategory['vendors'] {
  return Array.from({ length: count }, (_, i) => ({
    code: `${prefix}${i + 1}`,
    name: `Vendor ${prefix}${i + 1}`,
    logoUrl: `https://cdn.example/${prefix}${i + 1}.png`,
  }));
}

export function renderWithShell(
  ui: ReactElement,
  {
    site = makeSite(),
    loggedIn = false,
    memberType = null,
    locale = 'en',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { site?: Site; loggedIn?: boolean; memberType?: number | null; locale?: string; queryClient?: QueryClient } = {},
): RenderResult & { queryClient: QueryClient } {
  const result = render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <SiteProvider value={{ site, locale, loggedIn, memberType }}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </SiteProvider>
    </NextIntlClientProvider>,
  );
  return { ...result, queryClient };
}
