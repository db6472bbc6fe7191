import { getTranslations } from 'next-intl/server';
import { shownRequestId } from '@/lib/request/request-id';

/** "Quote this reference…": this request's id (server/front.ts) on a friendly error screen, for support to find its log line. */
export async function SupportReference() {
  const id = await shownRequestId();
  if (!id) return null;
  const t = await getTranslations('Common');
  return <p className="text-sm text-ink-muted wrap-break-word">{t('supportReference', { id })}</p>;
}
