/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOG_LOCALES } from '@/lib/i18n/locales';
import { MESSAGE_FILES } from '@/lib/i18n/messages';

type Tree = { [key: string]: string | Tree };

function read(locale: string, file: string): Tree {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${file}.json`), 'utf8')) as Tree;
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

/** ICU arguments of a message: "{field} not empty" → ["field"]. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)\s*[,}]/g)].map((m) => m[1]!).sort();
}

describe('message catalogs', () => {
  it('never define one top-level namespace in two files', () => {
    const seen = new Map<string, string>();
    for (const file of MESSAGE_FILES) {
      for (const namespace of Object.keys(read('en', file))) {
        expect(seen.get(namespace)).toBeUndefined();
        seen.set(namespace, file);
      }
    }
  });

  const english = new Map(MESSAGE_FILES.map((file) => [file, leaves(read('en', file))]));

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))('%s has every English key, no extra keys, and the same placeholders', (locale) => {
    for (const file of MESSAGE_FILES) {
      const theirs = leaves(read(locale, file));
      const ours = english.get(file)!;
      expect([...theirs.keys()].sort()).toEqual([...ours.keys()].sort());
      for (const [key, message] of ours) {
        expect({ key, args: placeholders(theirs.get(key) ?? '') }).toEqual({ key, args: placeholders(message) });
        expect({ key, empty: (theirs.get(key) ?? '').trim() === '' }).toEqual({ key, empty: false });
      }
    }
  });

  it.each(CATALOG_LOCALES.filter((l) => l !== 'en'))('%s is translated, not a copy of English', (locale) => {
    let same = 0;
    let total = 0;
    for (const file of MESSAGE_FILES) {
      const theirs = leaves(read(locale, file));
      for (const [key, message] of english.get(file)!) {
        total += 1;
        if (theirs.get(key) === message) same += 1;
      }
    }
    // Brand-like words (E-Sports, OK, USDT…) may stay; whole catalogs may not.
    expect(same / total).toBeLessThan(0.15);
  });
});

describe('words only a screen reader hears (<hidden>…</hidden>)', () => {
  // A control's accessible name must contain the words it shows (WCAG 2.5.3, label in name): the hidden words go
  // before or after the shown ones, never between them ("すべての<hidden>…</hidden>を見る" shows "すべてのを見る").
  it('sit before or after what a control shows, in every catalog', () => {
    const split: string[] = [];
    for (const locale of CATALOG_LOCALES) {
      for (const file of MESSAGE_FILES) {
        for (const [key, message] of leaves(read(locale, file))) {
          if (!message.includes('<hidden>')) continue;
          const shown = message.replace(/<hidden>[\s\S]*?<\/hidden>/g, ' ').replace(/\s+/g, ' ').trim();
          const heard = message.replace(/<\/?hidden>/g, '').replace(/\s+/g, ' ').trim();
          if (!heard.includes(shown)) split.push(`${locale} ${key}: shows "${shown}", names "${heard}"`);
        }
      }
    }
    expect(split).toEqual([]);
  });
});
