import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import common from '@/messages/en/common.json';
import verification from '@/messages/en/verification.json';
import type { CountryDto, SliderPuzzleDto } from '@site/platform-contract';

/** Renders with the English Common and verification messages and a query client, as the page would. */
export function renderWithMessages(ui: ReactElement): RenderResult {
  return render(
    <NextIntlClientProvider locale="en" messages={{ ...common, ...verification }} timeZone="UTC">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        {ui}
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

export const COUNTRIES: CountryDto[] = [
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'CA', countryDialingCode: '1', name: 'Canada' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
];

export function puzzle(puzzleId: string, overrides: Partial<SliderPuzzleDto> = {}): SliderPuzzleDto {
  return {
    puzzleId,
    steps: 100,
    backgroundUrl: `data:image/png;base64,${puzzleId}`,
    pieceUrl: 'data:image/png;base64,piece',
    pieceWidthSteps: 12,
    ...overrides,
  };
}
