/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import kept from './kept-in-english.json';

/**
 * No message is left in English where English is not meant. A catalog's value that is the English one word for word
 * is allowed only when it is no words at all (arguments and signs: "{percent}%"), a name the site shows in every
 * language (brands, apps, platforms, game names), or one of the words that catalog keeps in English on purpose, as its
 * market's players say them (kept-in-english.json: "Deposit" in Malay and Indonesian, "Slots" in Filipino…). A message added later and not translated fails here until it is, or is listed.
 */
const MESSAGES = path.join(process.cwd(), 'messages');

/** Shown as they are in every language. */
const NAMES = new Set([
  'Android', 'iOS', 'Facebook', 'Telegram', 'Zalo', 'QQ', 'LINE', 'WhatsApp', 'TikTok', 'Instagram', 'WeChat',
  'Megaways', 'E-Sports', 'USDT', 'VIP', 'OTP', 'SMS', 'Captcha', 'Blackjack', 'Baccarat', 'Roulette', 'Poker', 'Arcade',
  'Jackpots', 'GCash', 'Maya', 'MoMo', 'ZaloPay', 'VietQR', 'OK',
]);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else leaves(value, name, out);
  }
  return out;
}

const files = readdirSync(path.join(MESSAGES, 'en'));
const read = (locale: string, file: string) => JSON.parse(readFileSync(path.join(MESSAGES, locale, file), 'utf8')) as Tree;
const english = new Map(files.map((file) => [file, leaves(read('en', file))]));
const catalogs = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'en')
  .map((entry) => entry.name)
  .sort();

/** Letters outside the ICU arguments, rich-text tags and printf slots: a message with none is no words. */
function hasWords(message: string): boolean {
  return /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, '').replace(/<\/?[A-Za-z0-9_]+>/g, '').replace(/%s/g, ''));
}

it('lists every catalog of messages/ and no other', () => {
  expect(Object.keys(kept).sort()).toEqual(catalogs);
});

it.each(catalogs)('%s leaves in English only what it means to', (locale) => {
  const allowed = new Set((kept as Record<string, string[]>)[locale] ?? []);
  const leftInEnglish: string[] = [];
  for (const file of files) {
    const theirs = leaves(read(locale, file));
    for (const [key, message] of english.get(file)!) {
      if (theirs.get(key) !== message || !hasWords(message)) continue;
      if (!NAMES.has(message) && !allowed.has(message)) leftInEnglish.push(`${key}: ${message}`);
    }
  }
  expect(leftInEnglish).toEqual([]);
});
