'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type RegisterFormData } from '@/lib/api/contract';
import { useSite } from '@/components/providers/site-provider';

/**
 * Countries with dial codes and the visitor's country, for the mobile fields of the SMS login and the reset by phone.
 * The register settings call already carries both; it is merchant-public, so it is kept for the page's lifetime.
 */
export function useCountries() {
  const { site } = useSite();
  const query = useQuery({
    queryKey: [site.merchantCode, 'register-settings'],
    queryFn: () => apiFetch<RegisterFormData>(ApiPath.REGISTER_SETTINGS),
    staleTime: 5 * 60 * 1000,
  });
  return { countries: query.data?.countries ?? [], visitorCountry: query.data?.visitorCountry ?? null, isError: query.isError };
}
