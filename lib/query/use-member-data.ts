'use client';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api/browser';
import { reloadDocument } from '@/lib/navigation/document';

/**
 * A 401 from a member call means the session was cleared on the server (force logout, expiry): load the page again,
 * which then comes back logged out (or at /login on a login-to-home brand). Each failed result is handled once.
 */
export function useReloadWhenSignedOut(error: unknown): void {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (error instanceof ApiError && error.status === 401 && handled.current !== error) {
      handled.current = error;
      reloadDocument();
    }
  }, [error]);
}
