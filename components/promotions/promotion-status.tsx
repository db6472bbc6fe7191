import { StatusBadge, type StatusTone } from '@/components/data-display/status-badge';
import type { PromotionStatus } from '@site/platform-contract/promotions';

const TONE: Record<PromotionStatus, StatusTone> = { coming_soon: 'info', in_process: 'success', closed: 'neutral' };

/** Where a promotion stands for everyone (spec §4: coming soon, in process, closed), in words. */
export function PromotionStatusBadge({ status, label }: { status: PromotionStatus; label: string }) {
  return <StatusBadge tone={TONE[status]}>{label}</StatusBadge>;
}
