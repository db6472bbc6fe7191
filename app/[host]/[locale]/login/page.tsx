import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { localizedPath } from '@/lib/i18n/locale-path';
import { LoginForm, type Entrance } from '@/components/auth/login-form';
import { LocalizedLink } from '@/components/ui/localized-link';
import { PageMessages } from '@/components/i18n/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { safeReturnPath } from '@/lib/security/safe-url';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<{ entrance?: string | string[]; next?: string | string[] }>;
}

function entranceOf(value: string | string[] | undefined): Entrance {
  return value === 'agent' ? 'agent' : 'member';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const entrance = entranceOf((await searchParams).entrance);
  const [t, ta] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Entrance' }),
  ]);
  return { title: entrance === 'agent' ? ta('agentTitle') : t('login'), robots: { index: false } };
}

/**
 * /login: the login page (also where login-to-home sends visitors without a session). /login?entrance=agent is the
 * agent entrance (spec §6): same form, its own title, and the platform admits agents only.
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/login');
  if (!access) return null;
  const { site, locale, member } = access;
  const query = await searchParams;
  // Where login-to-home sent the visitor from (gates.ts), if it is a path of this site.
  const returnTo = typeof query.next === 'string' ? safeReturnPath(query.next) : null;
  if (member) redirect(returnTo ?? localizedPath('/', locale, site.defaultLanguage));
  const entrance = entranceOf(query.entrance);
  const [t, te] = await Promise.all([getTranslations('Auth'), getTranslations('Entrance')]);
  const agent = entrance === 'agent';

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-xl">
        <h1 className="mb-1 text-2xl font-bold">{agent ? te('agentTitle') : t('loginTitle')}</h1>
        <p className="mb-6 text-sm text-ink-muted">{agent ? te('agentIntro') : t('loginIntro')}</p>
        {/* A new key per entrance: switching between them starts a fresh form. */}
        <PageMessages namespaces={PAGE_NAMESPACES.login}>
          <LoginForm key={entrance} entrance={entrance} returnTo={returnTo} />
        </PageMessages>
      </div>
      <div className="flex flex-col items-center gap-2 text-center text-sm text-ink-muted">
        {site.features.directRegister && !agent ? (
          <p>
            {t('noAccount')}{' '}
            <LocalizedLink href="/register" className="inline-flex min-h-6 items-center font-semibold text-ink underline">
              {t('registerLink')}
            </LocalizedLink>
          </p>
        ) : null}
        <LocalizedLink href={agent ? '/login' : '/login?entrance=agent'} className="inline-flex min-h-6 items-center font-semibold text-ink underline">
          {agent ? te('memberLink') : te('agentLink')}
        </LocalizedLink>
      </div>
    </div>
  );
}
