'use client';
import dynamic from 'next/dynamic';

/** The consent banner's code in a chunk of its own: only pages of a merchant with an analytics tag load it. */
export const AnalyticsConsentLoader = dynamic(() => import('./analytics-consent').then((m) => m.AnalyticsConsent));
