'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/browser';
import { ApiPath, type RegisterFormData } from '@/lib/api/contract';
import { useSite } from '@/lib/site/site-context';
import { queryKeys } from './keys';

/**
 * The register form's field config, the countries with their dial codes and the visitor's country: merchant-public,
 * kept for five minutes. The register popup draws its form from it; the mobile fields take their countries from it.
 */
export function useRegisterFormData() {
  const { site } = useSite();
  return useQuery({
    queryKey: queryKeys.registerFormData(site.merchantCode),
    queryFn: () => apiFetch<RegisterFormData>(ApiPath.REGISTER_SETTINGS),
    staleTime: 5 * 60 * 1000,
  });
}

/** Countries with dial codes and the visitor's country, for the mobile fields of the SMS login and reset by phone. */
export function useCountries() {
  const query = useRegisterFormData();
  return { countries: query.data?.countries ?? [], visitorCountry: query.data?.visitorCountry ?? null, isError: query.isError };
}
