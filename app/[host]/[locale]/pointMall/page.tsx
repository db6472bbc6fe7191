import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { bannersForRoute } from '@/components/layout/banner-groups';
import type { PointsViewer } from '@/components/points/points-mall';
import { PointsMallPage } from '@/components/points/points-mall-page';
import { getAnnouncements } from '@/lib/platform/system';
import { pageAccess } from '@/lib/request/page-access';
import { isTrialType } from '@/lib/tenant/member-types';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Points' });
  return { title: t('title'), description: t('description') };
}

/** /pointMall: the points mall (spec §2), with the merchant's w_shop banners. Who is asking decides what the island shows. */
export default async function PointMall({ params }: Props) {
  const access = await pageAccess(params, '/pointMall');
  if (!access) return null;
  const { site, platformLanguage, member } = access;
  const announcements = await getAnnouncements(site.merchantCode, platformLanguage).catch(() => null);
  const banners = announcements ? bannersForRoute(announcements.banners, '/pointMall') : [];
  const viewer: PointsViewer = member === null ? 'visitor' : isTrialType(member.memberType) ? 'trial' : 'member';
  return <PointsMallPage banners={banners} viewer={viewer} />;
}
