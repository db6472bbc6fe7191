'use client';
import { useEffect } from 'react';
import { PageFailure } from '@/components/system/page-failure';

/** A page that failed (e.g. the platform went away mid-render, or its code went with a new deploy): PageFailure. */
export default function MerchantError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error.digest ?? error.message);
  }, [error]);
  return <PageFailure error={error} retry={reset} />;
}
