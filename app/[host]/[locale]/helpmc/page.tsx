import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { helpCentrePath } from '@/lib/tenant/gates';
import { pageMetadata } from '@/lib/seo/metadata';
import { helpPage } from '../help/help-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Help' });
  // The same help centre as /help (its canonical address, unless login-to-home closes /help to visitors).
  return pageMetadata(params, (site) => ({ path: helpCentrePath(site.features.loginToHome, false), title: t('title'), description: t('description') }));
}

/** /helpmc: the same help centre, open to visitors even where login-to-home closes the rest of the site (spec §2). */
export default async function HelpForEveryonePage({ params }: Props) {
  return helpPage(params, '/helpmc');
}
