'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CentreGate } from '@/components/member-centre/centre-gate';
import { LoadingState } from '@/components/data-display/data-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePointsBalance } from '@/lib/query/use-points-balance';
import { usePointsConfig } from '@/lib/query/use-points-config';
import { PointsBalanceCard } from './points-balance-card';
import { PointsRules } from './points-rules';
import { RewardGrid } from './reward-grid';

// The sections behind the other tabs (their forms and tables) load when their tab is first opened.
const loading = () => <LoadingState />;
const ConvertPanel = dynamic(() => import('./convert-panel').then((m) => m.ConvertPanel), { loading });
const RedemptionHistory = dynamic(() => import('./redemption-history').then((m) => m.RedemptionHistory), { loading });
const PointsHistory = dynamic(() => import('./points-history').then((m) => m.PointsHistory), { loading });
const PointsTransactions = dynamic(() => import('./points-transactions').then((m) => m.PointsTransactions), { loading });

export type PointsViewer = 'member' | 'visitor' | 'trial';

const TABS = ['rewards', 'convert', 'redemptions', 'history', 'transactions'] as const;
type Tab = (typeof TABS)[number];

/**
 * The member's side of the points mall: the balance with the rules beside it, and the sections as tabs (rewards,
 * conversion, redeem history, points history, transaction details). A visitor gets the login popup instead, a trial
 * account the register-first warning.
 */
export function PointsMall({ viewer }: { viewer: PointsViewer }) {
  return viewer === 'member' ? <MemberMall /> : <CentreGate viewer={viewer} namespace="Points" />;
}

/** A real member's mall: only here is member data asked for (a trial account's calls would be refused). */
function MemberMall() {
  const t = useTranslations('Points');
  const [tab, setTab] = useState<Tab>('rewards');
  const balance = usePointsBalance();
  const config = usePointsConfig();

  return (
    // Wide screens: the balance and the rules side by side, the sections below them at full width (tables). Phones: the
    // balance, the sections, then the rules.
    <div className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <PointsBalanceCard query={balance} />
      </div>
      <div className="order-last min-w-0 lg:order-none lg:col-start-2 lg:row-start-1">
        <PointsRules query={config} />
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex min-w-0 flex-col gap-4 lg:col-span-2 lg:row-start-2">
        {/* Five sections: on a phone the strip scrolls inside its own box, never the page. */}
        <TabsList aria-label={t('tabs.label')} className="overflow-x-auto [scrollbar-width:thin]">
          {TABS.map((key) => (
            <TabsTrigger key={key} value={key} className="flex-none whitespace-nowrap sm:flex-1">
              {t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="rewards">
          <RewardGrid balance={balance.data} />
        </TabsContent>
        <TabsContent value="convert">
          <ConvertPanel balance={balance.data} config={config} />
        </TabsContent>
        <TabsContent value="redemptions">
          <RedemptionHistory />
        </TabsContent>
        <TabsContent value="history">
          <PointsHistory />
        </TabsContent>
        <TabsContent value="transactions">
          <PointsTransactions />
        </TabsContent>
      </Tabs>
    </div>
  );
}
