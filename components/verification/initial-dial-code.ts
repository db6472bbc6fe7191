import type { CountryDto } from '@site/platform-contract';

/** "+84", "0084 " or "84" → "84". */
export function normaliseDialCode(code: string | null | undefined): string {
  return (code ?? '').trim().replace(/^\+|^00/, '').replace(/\D/g, '');
}

/**
 * The dial code the widget starts from (spec §4 "Dial-code widget"): the passed one if a country has it, else the
 * visitor's country, else the first country; '' when there are no countries.
 */
export function initialDialCode(countries: readonly CountryDto[], passed?: string | null, visitorCountry?: string | null): string {
  const wanted = normaliseDialCode(passed);
  if (wanted && countries.some((c) => c.countryDialingCode === wanted)) return wanted;
  const visitor = visitorCountry?.trim().toUpperCase();
  const local = visitor ? countries.find((c) => c.countryCode.toUpperCase() === visitor) : undefined;
  return (local ?? countries[0])?.countryDialingCode ?? '';
}

/** Countries whose name, ISO code or dial code matches what was typed ("viet", "vn", "+84", "8"). */
export function filterCountries(countries: readonly CountryDto[], query: string): CountryDto[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...countries];
  const digits = /^\+?\d+$/.test(text) ? normaliseDialCode(text) : '';
  return countries.filter((c) =>
    digits
      ? c.countryDialingCode.startsWith(digits)
      : c.name.toLowerCase().includes(text) || c.countryCode.toLowerCase() === text,
  );
}
