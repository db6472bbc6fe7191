import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { helpPage } from './help-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Help' });
  return { title: t('title'), description: t('description') };
}

/** /help (and /help#tag): the help centre. On a login-to-home brand visitors read it at /helpmc instead. */
export default async function HelpPage({ params }: Props) {
  return helpPage(params, '/help');
}
