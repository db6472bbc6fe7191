import 'server-only';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BannerCarousel } from '@/components/layout/banner-carousel';
import { PAGE_NAMESPACES, pickNamespaces, SHELL_NAMESPACES, TRIAL_GATE_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Banner } from '@/lib/platform/system';
import { QueryProvider } from '@/lib/query/provider';
import { PointsMall, type PointsViewer } from './points-mall';

/**
 * The points mall (spec §2 /pointMall): the page's frame on the server (its banners, title), and the member's points,
 * rewards and records as a client island fed through the site's API. A visitor is asked to log in, a trial account to
 * register: points belong to real accounts.
 */
export async function PointsMallPage({ banners, viewer }: { banners: Banner[]; viewer: PointsViewer }) {
  const t = await getTranslations('Points');
  const all = await getMessages();
  // The island's namespaces: its own, the centre's shared tables and states, and of the wallet only the payment
  // password field's words (the rest of the wallet's catalog stays on the server).
  const messages = {
    ...pickNamespaces(all, [...SHELL_NAMESPACES, ...PAGE_NAMESPACES.pointsMall, ...(viewer === 'trial' ? TRIAL_GATE_NAMESPACES : [])]),
    Wallet: { paymentPassword: (all.Wallet as Record<string, unknown> | undefined)?.paymentPassword ?? {} },
  };
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-5 px-4 py-5 sm:py-6">
      {banners.length > 0 ? <BannerCarousel banners={banners} variant="page" /> : null}
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-ink-muted">{t('intro')}</p>
      </div>
      <NextIntlClientProvider messages={messages}>
        <QueryProvider>
          <PointsMall viewer={viewer} />
        </QueryProvider>
      </NextIntlClientProvider>
    </div>
  );
}
