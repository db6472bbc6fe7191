'use client';
import { readLocal, useStoredValue, writeLocal } from '@/lib/hooks/use-browser-state';

/**
 * Lottery favourites (spec §3 "Local keys"): kept in the browser per merchant and username, as a list of game codes.
 * Nothing about them reaches the platform.
 */
function storageKey(merchant: string, username: string): string {
  return `lotteryFavourites:${merchant}:${username}`;
}

/** At most this many codes are kept (the lottery menus hold a few dozen games). */
const MAX_FAVOURITES = 50;

function parse(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length <= 60).slice(0, MAX_FAVOURITES) : [];
  } catch {
    return [];
  }
}

/** The member's favourite lottery codes (empty until hydrated or for no username) and a toggle. */
export function useLotteryFavourites(merchant: string, username: string | null) {
  const key = username ? storageKey(merchant, username) : null;
  const raw = useStoredValue(() => (key ? readLocal(key) : null), null);
  const codes = parse(raw);
  const toggle = (code: string) => {
    if (!key) return;
    const current = parse(readLocal(key));
    const next = current.includes(code) ? current.filter((c) => c !== code) : [code, ...current].slice(0, MAX_FAVOURITES);
    writeLocal(key, JSON.stringify(next));
  };
  return { codes, toggle };
}
