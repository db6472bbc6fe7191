'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount } from '@/components/data-display/amount';
import { formatMoney } from '@/lib/format/money';
import type { TeamSeriesPointDto } from '@/lib/api/agent/paths';
import { useSite } from '@/lib/site/site-context';
import { useBrandTime } from '@/lib/site/use-brand-time';

/**
 * The team's deposits and valid bet (bars) and profit and loss (a line) per day. recharts is imported only here, and
 * this file only through next/dynamic from the team overview: no other page ships it. Decorative for assistive
 * technology (hidden, and without recharts' keyboard layer, so nothing in it takes focus): the figures above it say
 * the same.
 */
export default function TeamChart({ series }: { series: TeamSeriesPointDto[] }) {
  const t = useTranslations('AgentCentre.overview');
  const locale = useLocale();
  const { site } = useSite();
  const money = (value: number) => formatAmount(value, site.currency, locale);
  const { format } = useBrandTime();
  // Days are the merchant's: each point is its midnight, labelled at the brand's clock (not the browser's).
  const data = series.map((p) => ({ label: format(p.day, 'monthDay'), deposit: p.deposit, validBet: p.validBet, profitLoss: p.profitLoss }));
  return (
    <div aria-hidden className="h-64 w-full min-w-0" data-testid="team-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--line)" />
          <XAxis dataKey="label" tick={{ fill: 'var(--ink-muted)', fontSize: 11 }} tickLine={false} axisLine={{ stroke: 'var(--line)' }} minTickGap={12} />
          <YAxis tick={{ fill: 'var(--ink-muted)', fontSize: 11 }} tickLine={false} axisLine={false} width={64} tickFormatter={(v: number) => formatMoney(v, site.currency, locale, { compact: true })} />
          <Tooltip
            contentStyle={{ background: 'var(--surface-raised)', border: '1px solid var(--line)', borderRadius: 8, color: 'var(--ink)' }}
            formatter={(value) => money(Number(value))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="deposit" name={t('figures.deposit')} fill="var(--info)" isAnimationActive={false} maxBarSize={20} />
          <Bar dataKey="validBet" name={t('figures.validBet')} fill="var(--brand-primary)" isAnimationActive={false} maxBarSize={20} />
          <Line dataKey="profitLoss" name={t('figures.profitLoss')} stroke="var(--danger)" strokeWidth={2} dot={false} isAnimationActive={false} type="monotone" />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
