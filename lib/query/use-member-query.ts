'use client';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useSite } from '@/lib/site/site-context';
import { useReloadWhenSignedOut } from './use-member-data';

/**
 * A query of the signed-in member's data: asked only while a member is signed in (and `enabled`), and a 401 from it
 * loads the page again (the session was ended on the server). Every other option is React Query's own.
 */
export function useMemberQuery<T, Key extends QueryKey>(
  options: Omit<UseQueryOptions<T, Error, T, Key>, 'enabled'> & { enabled?: boolean },
): UseQueryResult<T, Error> {
  const { loggedIn } = useSite();
  const query = useQuery({ ...options, enabled: loggedIn && (options.enabled ?? true) });
  useReloadWhenSignedOut(query.error);
  return query;
}
