import { useTranslations } from 'next-intl';
import { PLATFORM_NOTICE_ATTRIBUTE } from '@/server/page-cache/platform-notice';

/**
 * "Some features are unavailable right now", hidden: shown only on a page served from the cache while the platform
 * cannot answer (server/page-cache/platform-notice.ts shows it in the HTML). A server component: nothing to hydrate.
 */
export function PlatformNotice() {
  const t = useTranslations('System');
  const marker = { [PLATFORM_NOTICE_ATTRIBUTE]: '' };
  return (
    <p {...marker} hidden role="status" className="border-b border-warning/40 bg-warning/10 px-4 py-2 text-center text-sm text-ink">
      {t('platformDegraded')}
    </p>
  );
}
