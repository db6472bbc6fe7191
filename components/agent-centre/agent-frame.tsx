'use client';
import { useTranslations } from 'next-intl';
import { CentreGate } from '@/components/member-centre/centre-gate';
import { CentreLayout, CentreNav } from '@/components/layout/centre-layout';
import { AGENT_PAGE_GROUP, AGENT_PAGE_GROUPS, agentPagePath, type AgentPageKey } from '@/lib/agent-centre/pages';
import { useSite } from '@/lib/site/site-context';
import { AgentClock } from './agent-clock';
import { AgentPageContent } from './page-content';

export type AgentViewer = 'agent' | 'notAgent' | 'trial' | 'visitor';

/**
 * The agent centre around a page: the centre's layout (shared with the member centre), the merchant's clock under the
 * title, and the page — for an agent only (spec §6): a visitor is asked to log in, a trial account to register, and a
 * member who is no agent is told so, with a link to the merchant's affiliate programme (its AFFILIATELINK resource) when
 * it has one: a link the member chooses, not a redirect off the site.
 */
export function AgentFrame({ current, pages, viewer }: { current: AgentPageKey; pages: AgentPageKey[]; viewer: AgentViewer }) {
  const t = useTranslations('AgentCentre');
  const { site } = useSite();
  const menu =
    viewer === 'agent'
      ? (onNavigate?: () => void) => (
          <CentreNav
            label={t('menu')}
            current={current}
            onNavigate={onNavigate}
            groups={AGENT_PAGE_GROUPS.map((group) => ({
              id: group,
              label: t(`groups.${group}`),
              items: pages.filter((key) => AGENT_PAGE_GROUP[key] === group).map((key) => ({ key, href: agentPagePath(key), label: t(`pages.${key}`) })),
            }))}
          />
        )
      : null;
  return (
    <CentreLayout
      title={t('title')}
      labels={{ openMenu: t('openMenu'), closeMenu: t('closeMenu') }}
      menu={menu}
      heading={viewer === 'notAgent' ? t('notAgent.title') : t(`pages.${current}`)}
      subheading={viewer === 'agent' ? <AgentClock /> : undefined}
    >
      {viewer === 'agent' ? (
        <AgentPageContent page={current} />
      ) : viewer === 'notAgent' ? (
        <section className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface-raised p-6">
          <p className="text-sm text-ink-muted">{t(site.affiliateUrl ? 'notAgent.affiliate' : 'notAgent.body')}</p>
          {site.affiliateUrl ? (
            <a
              href={site.affiliateUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-primary px-4 font-semibold text-on-brand focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {t('notAgent.join')}
            </a>
          ) : null}
        </section>
      ) : (
        <CentreGate viewer={viewer} namespace="AgentCentre" />
      )}
    </CentreLayout>
  );
}
