import { format } from 'date-fns';

/** Notice times are shown as YYYY-MM-DD HH:mm:ss (spec §2 Modals). */
export function formatNoticeTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'yyyy-MM-dd HH:mm:ss');
}
