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
 * The analytics consent banner, at the top of the page until the visitor chooses (it covers nothing), and the tag once
 * they allow it. The choice is kept in a cookie for 180 days; the server reads it, so a returning visitor sees no
 * banner at all.
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
    <section aria-label={labels.region} className="border-b border-line bg-surface-raised px-4 py-3">
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 basis-64 text-sm">{labels.message}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary btn-md min-h-11" onClick={() => decide('denied')}>
            {labels.decline}
          </button>
          <button type="button" className="btn btn-primary btn-md" onClick={() => decide('granted')}>
            {labels.allow}
          </button>
        </div>
      </div>
    </section>
  );
}
