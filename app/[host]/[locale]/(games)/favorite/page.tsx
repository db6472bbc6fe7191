import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { PageMessages } from '@/components/i18n/page-messages';
import { FavouriteGames } from '@/components/games/favourite-games';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Games' });
  return { title: t('favouritesTitle'), robots: { index: false } };
}

/** /favorite: the member's favourite games, read in the browser (member data is never rendered into a shared page). */
export default async function FavouritePage({ params }: Props) {
  const access = await pageAccess(params, '/favorite');
  if (!access) return null;
  const t = await getTranslations('Games');
  return (
    <div className="mx-auto flex max-w-content flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('favouritesTitle')}</h1>
      <PageMessages namespaces={PAGE_NAMESPACES.games}>
        <FavouriteGames />
      </PageMessages>
    </div>
  );
}
