'use client';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { ApiError } from '@/lib/api/browser';

let tabClient: QueryClient | null = null;

/** One QueryClient per browser tab, shared by every provider on the page. Member data is never cached on the server. */
function queryClient(): QueryClient {
  tabClient ??= new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  return tabClient;
}

/**
 * React Query for what it wraps, unless something above already provides it. A member's pages get it at the root
 * (query-provider-loader.tsx); a visitor's page has none until a popup, a page form or a menu that calls the site's API
 * needs one: each of those wraps itself in this, so no visitor page loads React Query for nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  if (existing) return children;
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
