import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PointsMallPage } from '@/components/points/points-mall-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Points' });
  return { title: t('title'), description: t('description') };
}

/** /pointMall: the points mall (spec §2). */
export default function PointMall({ params }: Props) {
  return <PointsMallPage params={params} />;
}
