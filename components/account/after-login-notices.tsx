'use client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAfterLoginNotices } from '@/lib/query/use-after-login-notices';
import { NoticesDialog } from '@/components/home/notices-dialog';
import { hasSessionFlag, SessionFlag, setSessionFlag } from './session-flags';
import { ContractOfferPrompt } from './contract-offer-prompt';

/**
 * The after-login dialog (spec §4 "Login"): the merchant's popup notices, once per browser session, after a login
 * (not after free play), then any contract offer waiting for the member's answer (spec §7). Nothing shows when there
 * are none or they cannot be loaded.
 */
export function AfterLoginNotices() {
  const t = useTranslations('AfterLogin');
  const tc = useTranslations('Common');
  // Rendered on the first page after a sign-in (LoginDialogProvider), once hydrated: sessionStorage is not on the server.
  const [due] = useState(() => !hasSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN));
  const { data, isFetched } = useAfterLoginNotices(due);
  const [dismissed, setDismissed] = useState(false);
  const [offersDone, setOffersDone] = useState(false);
  const endOffers = useCallback(() => setOffersDone(true), []);
  const notices = data?.popup ?? [];
  const open = due && notices.length > 0 && !dismissed;
  const noticesOver = dismissed || (isFetched && notices.length === 0);

  // Once shown, never again this session; once the notices and the offers are done the after-login step is over.
  const over = !due || (noticesOver && offersDone);
  useEffect(() => {
    if (open) setSessionFlag(SessionFlag.AFTER_LOGIN_SHOWN);
  }, [open]);
  useEffect(() => {
    if (over) setSessionFlag(SessionFlag.AFTER_LOGIN_PENDING, false);
  }, [over]);

  if (due && noticesOver && !offersDone) return <ContractOfferPrompt onDone={endOffers} />;
  if (!open) return null;
  return (
    <NoticesDialog
      title={t('title')}
      description={t('intro')}
      closeLabel={tc('close')}
      doneLabel={t('done')}
      notices={notices}
      onClose={() => setDismissed(true)}
    />
  );
}
