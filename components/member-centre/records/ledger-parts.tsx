'use client';
import { LedgerKind } from '@/lib/api/centre/records';
import { Amount } from '@/components/data-display/amount';
import { useKindLabel } from './kind-label';
import { SelectFilter } from './report-filters';

/** A ledger's type filter (the member's account record, the team's transactions): every ledger kind in words, '' for all. */
export function LedgerKindFilter({ label, allLabel, value, onChange }: { label: string; allLabel: string; value: string; onChange: (kind: string) => void }) {
  const kindLabel = useKindLabel();
  return <SelectFilter label={label} allLabel={allLabel} value={value} onChange={onChange} options={Object.values(LedgerKind).map((k) => ({ value: k, label: kindLabel(k) }))} />;
}

/** A ledger's totals in its amount column: money in above money out, each with its label. */
export function LedgerTotals({ lines, signed = false }: { lines: [{ label: string; value: number }, { label: string; value: number }]; signed?: boolean }) {
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      {lines.map((line, index) => (
        <span key={index}>
          <span className="text-xs font-normal text-ink-muted">{line.label} </span>
          <Amount value={line.value} signed={signed} />
        </span>
      ))}
    </span>
  );
}
