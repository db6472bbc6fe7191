'use client';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api/browser';

let tabClient: QueryClient | null = null;

/**
 * One QueryClient per browser tab, shared by every provider on the page. On the server every render gets its own, so
 * nothing one request put in it (a catalogue's first page) outlives that request or reaches another visitor.
 */
/** The tab's client if one was made (a member's page, or a visitor's island that needed one); never on the server. */
export function tabQueryClient(): QueryClient | null {
  return tabClient;
}

function queryClient(): QueryClient {
  if (typeof window === 'undefined') return newClient();
  tabClient ??= newClient();
  return tabClient;
}

function newClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * React Query for what it wraps, unless something above already provides it. A member's pages get it at the root
 * (query-provider-loader.tsx); a visitor's page has none until a popup, a page form or a menu that calls the site's API
 * needs one: each of those wraps itself in this, so no visitor page loads React Query for nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [client] = useState(() => existing ?? queryClient());
  if (existing) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
