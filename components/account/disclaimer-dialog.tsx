'use client';
import { useId, useState } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useSite } from '@/lib/site/site-context';
import { helpCentrePath } from '@/lib/tenant/gates';
import { SessionFlag, setSessionFlag } from './session-flags';

const STATEMENTS = ['age', 'notOfficial', 'noGamingLicence', 'terms'] as const;
type Statement = (typeof STATEMENTS)[number];

const keepOpen = (event: Event) => event.preventDefault();

/**
 * The eligibility disclaimer (spec §2 "Modals", §4, §5), for merchants that ask for it: once per browser session until
 * accepted, no close button, Escape and outside clicks do nothing. The four statements start ticked where the merchant
 * says so (Site.eligibilityPreticked, the spec's default), unticked where its market requires an active choice (ph);
 * accepting with any unticked shows the age-21 warning and stays. Rendered by Disclaimer only while this browser session has not accepted
 * it (decided once hydrated: sessionStorage is not on the server), so a visitor who already accepted never sees it.
 */
export function DisclaimerDialog() {
  const t = useTranslations('Disclaimer');
  const { site, loggedIn } = useSite();
  const helpPath = helpCentrePath(site.features.loginToHome, loggedIn);
  const pathname = usePathname();
  const [ticked, setTicked] = useState<Record<Statement, boolean>>(() => {
    const start = site.eligibilityPreticked;
    return { age: start, notOfficial: start, noGamingLicence: start, terms: start };
  });
  const [warning, setWarning] = useState(false);
  const warningId = useId();
  const listId = useId();

  function accept() {
    if (STATEMENTS.some((s) => !ticked[s])) {
      setWarning(true);
      return;
    }
    // Accepted: the flag closes this dialog (Disclaimer stops rendering it).
    setSessionFlag(SessionFlag.DISCLAIMER_ACCEPTED);
  }

  // The terms it links to (the help centre, new tab) must be readable before accepting.
  if (/(^|\/)help(mc)?\/?$/.test(pathname ?? '')) return null;
  return (
    <RadixDialog.Root open onOpenChange={() => undefined}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[70] bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
          aria-describedby={listId}
          className="fixed start-1/2 top-1/2 z-[70] max-h-[92dvh] w-[min(94vw,32rem)] -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
        >
          <RadixDialog.Title className="text-xl font-bold">{t('title')}</RadixDialog.Title>
          <p className="mt-2 text-sm text-ink-muted">{t('intro')}</p>
          <fieldset className="mt-4">
            <legend className="sr-only">{t('statements')}</legend>
            <ul id={listId} className="flex flex-col gap-3">
              {STATEMENTS.map((statement) => (
                <li key={statement}>
                  <label className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed">
                    <input
                      type="checkbox"
                      checked={ticked[statement]}
                      onChange={(event) => {
                        const { checked } = event.target;
                        setTicked((current) => ({ ...current, [statement]: checked }));
                      }}
                      aria-describedby={warning && !ticked[statement] ? warningId : undefined}
                      className="size-6 shrink-0 accent-[var(--brand-primary)]"
                    />
                    <span>
                      {statement === 'terms'
                        ? t.rich('terms', {
                            link: (chunks) => (
                              <LocalizedLink href={`${helpPath}#term`} target="_blank" className="font-semibold text-ink underline underline-offset-2">
                                {chunks}
                              </LocalizedLink>
                            ),
                          })
                        : t(statement)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <p id={warningId} role="alert" className="mt-4 min-h-0 text-sm font-medium text-danger empty:hidden">
            {warning ? t('ageWarning') : ''}
          </p>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={accept} className={buttonClasses({ variant: 'primary', className: 'min-h-11 min-w-28' })}>
              {t('accept')}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
