import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { pageMetadata } from '@/lib/seo/metadata';
import { getHotGames } from '@/lib/platform/games';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { PageText } from '@/components/i18n/page-text';
import { GameList } from '@/components/games/game-list';
import { PageAlternates } from '@/components/seo/page-alternates';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GamePages' });
  return pageMetadata(params, (site) => ({ path: '/hot', title: t('hotTitle'), description: t('hotDescription', { brand: site.brandName }) }));
}

/** /hot: the hot list (isPlatform 2), for everyone, rendered on the server. */
export default async function HotPage({ params }: Props) {
  const access = await pageAccess(params, '/hot');
  if (!access) return null;
  const { site, platformLanguage } = access;
  const [games, t, tg] = await Promise.all([getHotGames(site.merchantCode, platformLanguage), getTranslations('GamePages'), getTranslations('Games')]);
  return (
    <div className="mx-auto flex max-w-content flex-col gap-5 px-4 py-6">
      <PageAlternates params={params} path="/hot" />
      <h1 className="text-2xl font-bold">{t('hotTitle')}</h1>
      {games.length > 0 ? (
        <PageText namespaces={PAGE_NAMESPACES.games}>
          <GameList games={games} label={t('hotTitle')} eager={4} />
        </PageText>
      ) : (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">{tg('noGames')}</p>
      )}
    </div>
  );
}
