import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { agentPageEnabled, agentPagesFor, isAgentPageKey } from '@/lib/agent-centre/pages';
import { PAGE_NAMESPACES, TRIAL_GATE_NAMESPACES } from '@/lib/i18n/client-messages';
import { pageAccess } from '@/lib/request/page-access';
import { canUseAgentCentre, isTrialType } from '@/lib/tenant/member-types';
import { AgentFrame, type AgentViewer } from './agent-frame';

type Params = Promise<{ host: string; locale: string }>;

export async function agentCentreMetadata(locale: string, page: string): Promise<Metadata> {
  if (!isAgentPageKey(page)) return {};
  const t = await getTranslations({ locale, namespace: 'AgentCentre' });
  return { title: t(`pages.${page}`), robots: { index: false, follow: false } };
}

/**
 * A page of the agent centre (spec §2, §6) at /agent/<page> (and /agent, its default page). Its data is the agent's
 * own, read in the browser through the site's API; the server decides which page exists for this merchant and who is
 * asking: a visitor is asked to log in, a trial account to register, and a member who is no agent is told so and
 * offered the merchant's affiliate link: no agent page shows to anyone but an agent.
 */
export async function AgentCentrePage({ params, page, route }: { params: Params; page: string; route: string }) {
  if (!isAgentPageKey(page)) notFound();
  const access = await pageAccess(params, route);
  if (!access) return null;
  const { site, member } = access;
  const viewer: AgentViewer =
    member === null ? 'visitor' : isTrialType(member.memberType) ? 'trial' : canUseAgentCentre(member.memberType) ? 'agent' : 'notAgent';
  if (viewer === 'agent' && !agentPageEnabled(page, site.features)) notFound();
  return (
    <PageMessages namespaces={[...PAGE_NAMESPACES.agentCentre, ...(viewer === 'trial' ? TRIAL_GATE_NAMESPACES : [])]}>
      <AgentFrame current={page} pages={viewer === 'agent' ? agentPagesFor(site.features) : []} viewer={viewer} />
    </PageMessages>
  );
}
