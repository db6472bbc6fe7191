'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { NoticesDialog } from '@/components/home/notices-dialog';
import { IslandMessages } from '@/components/i18n/island-messages';
import { ISLAND_FILES } from '@/lib/i18n/client-messages';
import { useAfterLoginNotices } from '@/lib/query/use-after-login-notices';
import { useSite } from '@/lib/site/site-context';

/** The popup notices' dialog, with its words and React Query (loaded with it). */
export function PopupNoticesDialog({ onShown }: { onShown: () => void }) {
  return (
    <IslandMessages files={ISLAND_FILES.service}>
      <PopupNoticesContent onShown={onShown} />
    </IslandMessages>
  );
}

/** The merchant's popup notices (the after-login dialog's, GET /api/session/after-login), each open, one button to go on. */
function PopupNoticesContent({ onShown }: { onShown: () => void }) {
  const t = useTranslations('Service.popup');
  const tc = useTranslations('Common');
  const { site } = useSite();
  const { data } = useAfterLoginNotices(true);
  const [open, setOpen] = useState(true);
  const notices = data?.popup ?? [];
  useEffect(() => {
    // Asked for once this session, shown or not (none left by now): not again on the next home page.
    if (data) onShown();
  }, [data, onShown]);
  if (notices.length === 0 || !open) return null;
  return (
    <NoticesDialog
      title={t('title')}
      description={t('description', { brand: site.brandName })}
      closeLabel={tc('close')}
      doneLabel={t('done')}
      notices={notices}
      expanded
      onClose={() => setOpen(false)}
    />
  );
}
