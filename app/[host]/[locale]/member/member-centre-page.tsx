import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { MEMBER_CENTRE_NAMESPACES, TRIAL_GATE_NAMESPACES } from '@/lib/i18n/client-messages';
import { isMemberPageKey, memberPageOffered, memberPagesFor, type CentreOffer } from '@/lib/member-centre/pages';
import { merchantWallet } from '@/lib/platform/wallet';
import { pageAccess } from '@/lib/request/page-access';
import { canUseAgentCentre, isTrialType } from '@/lib/tenant/member-types';
import { CentreFrame } from '@/components/member-centre/centre-frame';

type Params = Promise<{ host: string; locale: string }>;

export async function memberCentreMetadata(locale: string, page: string): Promise<Metadata> {
  if (!isMemberPageKey(page)) return {};
  const t = await getTranslations({ locale, namespace: 'MemberCentre' });
  return { title: t(`pages.${page}`), robots: { index: false, follow: false } };
}

/**
 * A page of the member centre (spec §2) at /member/<page> (and /member, its default page). The page and its data are
 * the member's own, read in the browser through the site's API (never rendered into a shared page); the server decides
 * only which page exists for this merchant and who is asking.
 */
export async function MemberCentrePage({ params, page, route }: { params: Params; page: string; route: string }) {
  if (!isMemberPageKey(page)) notFound();
  const access = await pageAccess(params, route);
  if (!access) return null;
  const { site, member } = access;
  const offer: CentreOffer = {
    features: site.features,
    wallet: await merchantWallet(site.merchantCode),
    isAgent: member !== null && canUseAgentCentre(member.memberType),
  };
  if (!memberPageOffered(page, offer)) notFound();
  const viewer = member === null ? 'visitor' : isTrialType(member.memberType) ? 'trial' : 'member';
  return (
    <PageMessages
      namespaces={[...MEMBER_CENTRE_NAMESPACES.frame, ...MEMBER_CENTRE_NAMESPACES.pages[page], ...(viewer === 'trial' ? TRIAL_GATE_NAMESPACES : [])]}
    >
      <CentreFrame current={page} pages={viewer === 'member' ? memberPagesFor(offer) : []} viewer={viewer} />
    </PageMessages>
  );
}
