'use client';
import { useLocale } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount } from '@/components/data-display/amount';
import { formatMoney } from '@/lib/format/money';
import { useSite } from '@/lib/site/site-context';
import { useBrandTime } from '@/lib/site/use-brand-time';
import type { ChartDay } from './chart-days';

/**
 * Daily profit and loss as bars above and below zero (the side says gain or loss, the colour repeats it). recharts is
 * imported only here, and this file only through next/dynamic from the profit and loss page: no other page ships it.
 * The chart is decorative for assistive technology: its figure's summary and the table beside it say the same.
 */
export default function ProfitChart({ days }: { days: ChartDay[] }) {
  const locale = useLocale();
  const { site } = useSite();
  const money = (value: number) => formatAmount(value, site.currency, locale);
  const { format } = useBrandTime();
  // The brand's days (its zone cuts the report), whatever the browser's zone.
  const data = days.map((d) => ({ label: format(d.day, 'monthDay'), date: format(d.day, 'date'), value: d.profitLoss }));
  return (
    <div aria-hidden className="h-56 w-full min-w-0 sm:h-64" data-testid="profit-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--line)" />
          <XAxis dataKey="label" tick={{ fill: 'var(--ink-muted)', fontSize: 11 }} tickLine={false} axisLine={{ stroke: 'var(--line)' }} minTickGap={12} />
          <YAxis
            domain={[(low: number) => Math.min(0, low), (high: number) => Math.max(0, high)]}
            tick={{ fill: 'var(--ink-muted)', fontSize: 11 }} tickLine={false} axisLine={false} width={64} tickFormatter={(v: number) => formatMoney(v, site.currency, locale, { compact: true })} />
          <ReferenceLine y={0} stroke="var(--ink-muted)" />
          <Tooltip
            cursor={{ fill: 'var(--surface-sunken)' }}
            contentStyle={{ background: 'var(--surface-raised)', border: '1px solid var(--line)', borderRadius: 8, color: 'var(--ink)' }}
            labelFormatter={(_label, payload) => (payload?.[0]?.payload as { date?: string } | undefined)?.date ?? ''}
            formatter={(value) => [money(Number(value)), '']}
            separator=""
          />
          <Bar dataKey="value" isAnimationActive={false} maxBarSize={28} radius={[3, 3, 3, 3]}>
            {data.map((d) => (
              <Cell key={d.date} fill={d.value >= 0 ? 'var(--success)' : 'var(--danger)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
