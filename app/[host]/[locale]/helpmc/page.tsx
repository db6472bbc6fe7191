import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { helpPage } from '../help/help-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Help' });
  return { title: t('title'), description: t('description'), alternates: { canonical: 'help' } };
}

/** /helpmc: the same help centre, open to visitors even where login-to-home closes the rest of the site (spec §2). */
export default async function HelpForEveryonePage({ params }: Props) {
  return helpPage(params, '/helpmc');
}
