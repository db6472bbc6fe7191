'use client';
import { useEffect, useState } from 'react';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, type ConsentChoice } from '@/lib/seo/analytics';
import { loadGtag } from './gtag';

export interface ConsentLabels {
  region: string;
  message: string;
  allow: string;
  decline: string;
}

/**
 * The analytics consent banner and the tag once the visitor allows it. The banner overlays the bottom of the screen
 * (above the phone's tab bar) until the visitor chooses: it moves nothing on the page, the header stays at the top.
 * The choice is kept in a cookie for 180 days; the server reads it, so a returning visitor sees no banner at all.
 */
export function AnalyticsConsent({ tagId, initialChoice, labels }: { tagId: string; initialChoice: ConsentChoice | null; labels: ConsentLabels }) {
  const [choice, setChoice] = useState(initialChoice);

  useEffect(() => {
    if (choice === 'granted') loadGtag(tagId);
  }, [choice, tagId]);

  if (choice !== null) return null;

  const decide = (value: ConsentChoice) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
    setChoice(value);
    // The banner goes away with the button that had focus: the page's main content takes it.
    document.getElementById('main')?.focus();
  };

  return (
    <section
      aria-label={labels.region}
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 border-t border-line bg-surface-raised px-4 py-3 shadow-[0_-8px_24px_rgb(0_0_0/0.25)] md:inset-x-auto md:start-4 md:bottom-4 md:max-w-xl md:rounded-2xl md:border md:p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 basis-64 text-sm">{labels.message}</p>
        <div className="flex w-full gap-2 sm:w-auto">
          <button type="button" className="btn btn-secondary btn-md min-h-11 flex-1 sm:flex-none" onClick={() => decide('denied')}>
            {labels.decline}
          </button>
          <button type="button" className="btn btn-primary btn-md min-h-11 flex-1 sm:flex-none" onClick={() => decide('granted')}>
            {labels.allow}
          </button>
        </div>
      </div>
    </section>
  );
}
