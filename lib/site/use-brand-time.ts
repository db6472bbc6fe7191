'use client';
import { useMemo } from 'react';
import { formatBrandTime, zoneLabel, type BrandTimeStyle } from '@/lib/format/brand-time';
import { useSite } from './site-context';

/**
 * The brand's zone for client components (lib/format/brand-time): its offset, its name ("GMT+7") and the platform's
 * formats at its clock. Every date a centre shows or asks for goes through this, never the browser's zone.
 */
export function useBrandTime() {
  const offsetMinutes = useSite().site.gmtOffsetMinutes;
  return useMemo(
    () => ({
      offsetMinutes,
      zone: zoneLabel(offsetMinutes),
      format: (value: number | string | Date, style?: BrandTimeStyle) => formatBrandTime(value, offsetMinutes, style),
    }),
    [offsetMinutes],
  );
}
