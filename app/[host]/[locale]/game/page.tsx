import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { isGameUrl } from '@/lib/platform/games';
import { getRequestContext } from '@/lib/request/context';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { PageMessages } from '@/components/i18n/page-messages';
import { GameFrame } from '@/components/games/game-frame';
import { LoginButton } from '@/components/auth/login-button';
import { RealityCheck } from '@/components/protection/reality-check';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<{ url?: string | string[]; name?: string | string[]; mode?: string | string[]; orientation?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'GamePages' });
  return { title: t('gameTitle'), robots: { index: false } };
}

/**
 * /game?url=&name=: a launched game in a frame. The address must be on one of the platform's game origins (the same
 * list the page's CSP frame-src names); anything else gets "Invalid URL". Playing needs a session, except play for fun
 * (&mode=fun: play money, marked FUN). &orientation=landscape: the game wants a phone held sideways.
 */
export default async function GamePage(props: Props) {
  return gamePage(props, '/game');
}

/** /game and /seamless: the same frame; seamless mode covers the whole window (no side or top bar). */
export async function gamePage({ params, searchParams }: Props, route: '/game' | '/seamless') {
  const access = await pageAccess(params, route);
  if (!access) return null;
  const { member } = access;
  const query = await searchParams;
  const [t, tp] = await Promise.all([getTranslations('Games'), getTranslations('GamePages')]);
  const context = await getRequestContext();
  const gameOrigins = context.site.kind === 'ok' ? context.site.site.gameOrigins : [];
  const url = typeof query.url === 'string' ? query.url : '';
  const name = typeof query.name === 'string' && query.name.trim() ? query.name.trim().slice(0, 80) : tp('gameTitle');
  const fun = query.mode === 'fun';

  if (!member && !fun) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-xl font-bold">{tp('gameTitle')}</h1>
        <p className="text-ink-muted">{t('notLoggedIn')}</p>
        <LoginButton />
      </div>
    );
  }
  if (!isGameUrl(url, gameOrigins)) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-xl font-bold">{tp('gameTitle')}</h1>
        <p role="alert" className="text-ink-muted">
          {t('invalidUrl')}
        </p>
      </div>
    );
  }
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.game}>
      <GameFrame url={url} name={name} seamless={route === '/seamless'} fun={fun} landscape={query.orientation === 'landscape'} />
      {member ? <RealityCheck /> : null}
    </PageMessages>
  );
}
