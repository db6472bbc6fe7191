import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { helpCentrePath } from '@/lib/tenant/gates';
import { pageMetadata } from '@/lib/seo/metadata';
import { helpPage } from './help-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Help' });
  // One help centre, two addresses: the canonical one is /helpmc where login-to-home closes /help to visitors.
  return pageMetadata(params, (site) => ({ path: helpCentrePath(site.features.loginToHome, false), title: t('title'), description: t('description') }));
}

/** /help (and /help#tag): the help centre. On a login-to-home brand visitors read it at /helpmc instead. */
export default async function HelpPage({ params }: Props) {
  return helpPage(params, '/help');
}
