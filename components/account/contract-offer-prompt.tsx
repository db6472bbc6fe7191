'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { notify } from '@/components/system/toasts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { pendingOffers } from '@/lib/agent-centre/contract-info';
import { useAnswerContract, useContractInfo } from '@/lib/query/use-agent-contracts';
import { useSite } from '@/lib/site/site-context';
import { isTrialType } from '@/lib/tenant/member-types';

/**
 * After login (spec §7 "consolidated contract info"): each contract offer waiting for the member's answer, one at a
 * time, with Accept, Reject or Later (the offer then waits in the agent centre). `onDone` ends the after-login step.
 */
export function ContractOfferPrompt({ onDone }: { onDone: () => void }) {
  const t = useTranslations('AfterLogin.contract');
  const tc = useTranslations('Common');
  const { memberType } = useSite();
  const real = !isTrialType(memberType);
  const info = useContractInfo(real);
  const answer = useAnswerContract();
  const [handled, setHandled] = useState<number[]>([]);
  const offers = pendingOffers(info.data).filter((o) => !handled.includes(o.id));
  const offer = offers[0];

  // Nothing (more) to ask: the step is over.
  const finished = !real || info.isError || (info.isFetched && !offer);
  useEffect(() => {
    if (finished) onDone();
  }, [finished, onDone]);
  if (finished || !offer) return null;

  async function send(action: 'accept' | 'reject') {
    if (!offer) return;
    try {
      await answer.mutateAsync({ kind: offer.kind, contractId: offer.id, action });
      notify('success', t(action === 'accept' ? 'accepted' : 'rejected'));
    } catch {
      notify('error', t('failed'));
    }
    setHandled((list) => [...list, offer.id]);
  }

  const topRate = Math.max(...offer.tiers.map((tier) => tier.rate));
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent title={t('title')} description={t('body', { upline: offer.upline.username, kind: t(`kinds.${offer.kind}`) })} closeLabel={tc('close')}>
        <p className="text-sm">{t('summary', { tiers: offer.tiers.length, rate: topRate })}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="ghost" onClick={onDone} disabled={answer.isPending}>
            {t('later')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => void send('reject')} disabled={answer.isPending}>
            {t('reject')}
          </Button>
          <Button type="button" onClick={() => void send('accept')} disabled={answer.isPending} aria-busy={answer.isPending || undefined}>
            {t('accept')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
