import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/tenant/page-access';
import { localizedPath } from '@/lib/i18n/locale-path';
import { LoginForm } from '@/components/auth/login-form';
import { LocalizedLink } from '@/components/ui/localized-link';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: t('login'), robots: { index: false } };
}

/** /login: the login page (also where login-to-home sends visitors without a session). */
export default async function LoginPage({ params }: Props) {
  const access = await pageAccess(params, '/login');
  if (!access) return null;
  const { site, locale, member } = access;
  if (member) redirect(localizedPath('/', locale, site.defaultLanguage));
  const t = await getTranslations('Auth');

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div className="rounded-2xl border border-line bg-surface-raised p-6 shadow-xl">
        <h1 className="mb-1 text-2xl font-bold">{t('loginTitle')}</h1>
        <p className="mb-6 text-sm text-ink-muted">{t('loginIntro')}</p>
        <LoginForm />
      </div>
      {site.features.directRegister ? (
        <p className="text-center text-sm text-ink-muted">
          {t('noAccount')}{' '}
          <LocalizedLink href="/register" className="font-semibold text-ink underline">
            {t('registerLink')}
          </LocalizedLink>
        </p>
      ) : null}
    </div>
  );
}
