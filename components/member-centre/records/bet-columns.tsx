'use client';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Amount } from '@/components/data-display/amount';
import { DateTime } from '@/components/data-display/date-time';
import { StatusBadge, type StatusTone } from '@/components/data-display/status-badge';
import type { BetRecord, BetTotals, LotteryDetail } from '@/lib/api/centre/records';

const TICKET_TONE: Record<LotteryDetail['status'], StatusTone> = { open: 'info', won: 'success', lost: 'neutral' };

/** "3 · 7 · 9". */
const numbersText = (numbers: number[]) => numbers.join(' · ');

/**
 * The betting record's columns (records.md): bet time, bet amount, valid bet, win amount, profit and loss, game, order
 * number; a lottery's rows add its draw, the numbers bet and the ticket's status. Amounts at `decimals` places.
 */
export function useBetColumns(lottery: boolean, decimals: number) {
  const t = useTranslations('Records.bets');
  const money = (value: number) => <Amount value={value} decimals={decimals} />;
  const columns: ColumnDef<BetRecord, unknown>[] = [
    { id: 'betTime', header: t('columns.betTime'), cell: ({ row }) => <DateTime value={row.original.betTime} /> },
    {
      id: 'game',
      header: t('columns.game'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.gameName}</span>
          <span className="text-xs text-ink-muted">{row.original.vendor}</span>
        </span>
      ),
    },
  ];
  if (lottery) {
    columns.push(
      { id: 'drawNo', header: t('columns.drawNo'), cell: ({ row }) => row.original.lottery?.drawNo ?? t('awaitingDraw') },
      {
        id: 'content',
        header: t('columns.content'),
        cell: ({ row }) => {
          const ticket = row.original.lottery;
          if (!ticket) return null;
          return (
            <span className="flex flex-col tabular-nums">
              <span>{numbersText(ticket.numbers)}</span>
              {ticket.drawNumbers ? <span className="text-xs text-ink-muted">{t('drawn', { numbers: numbersText(ticket.drawNumbers) })}</span> : null}
            </span>
          );
        },
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => {
          const ticket = row.original.lottery;
          return ticket ? <StatusBadge tone={TICKET_TONE[ticket.status]}>{t(`ticket.${ticket.status}`)}</StatusBadge> : null;
        },
      },
    );
  }
  columns.push(
    { id: 'betAmount', header: t('columns.betAmount'), meta: { align: 'end' }, cell: ({ row }) => money(row.original.betAmount) },
    { id: 'validBet', header: t('columns.validBet'), meta: { align: 'end' }, cell: ({ row }) => money(row.original.validBet) },
    { id: 'winAmount', header: t('columns.winAmount'), meta: { align: 'end' }, cell: ({ row }) => money(row.original.winAmount) },
    {
      id: 'profitLoss',
      header: t('columns.profitLoss'),
      meta: { align: 'end' },
      cell: ({ row }) =>
        row.original.profitLoss === null ? (
          <StatusBadge tone="info">{t('pending')}</StatusBadge>
        ) : (
          <Amount value={row.original.profitLoss} signed decimals={decimals} />
        ),
    },
    { id: 'orderNo', header: t('columns.orderNo'), cell: ({ row }) => <span className="font-mono text-xs break-all">{row.original.orderNo}</span> },
  );
  return columns;
}

/** The totals row of the betting record, by column. */
export function betFooter(totals: BetTotals | undefined, decimals: number): Partial<Record<string, ReactNode>> | undefined {
  if (!totals) return undefined;
  return {
    betAmount: <Amount value={totals.betAmount} decimals={decimals} />,
    validBet: <Amount value={totals.validBet} decimals={decimals} />,
    winAmount: <Amount value={totals.winAmount} decimals={decimals} />,
    profitLoss: <Amount value={totals.profitLoss} signed decimals={decimals} />,
  };
}
