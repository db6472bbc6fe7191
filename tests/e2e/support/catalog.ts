import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * A message of one of the site's catalogs (messages/<locale>/<file>.json), by its key path ("Wallet.deposit.create"),
 * formatted with `values` as the page formats it: a test in another language finds elements by the words a player of
 * that language reads, from the same catalog the page is drawn with.
 */
export function catalogMessage(locale: string, file: string, key: string, values?: Record<string, string | number>): string {
  const texts = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${file}.json`), 'utf8')) as Record<string, unknown>;
  const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof message !== 'string') throw new Error(`messages/${locale}/${file}.json has no message ${key}`);
  return String(new IntlMessageFormat(message, locale).format(values));
}
