/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Every catalog's plurals are its language's (CLDR, as Intl.PluralRules knows them): each plural names every category
 * the language has (Russian's one, few, many and other; Japanese's other alone) and no category it lacks, besides exact
 * values ("=0"). A catalog copied from another language's shape fails here.
 */
const MESSAGES = path.join(process.cwd(), 'messages');
const files = readdirSync(path.join(MESSAGES, 'en'));
const catalogs = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else leaves(value, name, out);
  }
  return out;
}

/** Each cardinal plural of a message: its argument and the categories it names (exact values left out). */
function plurals(elements: MessageFormatElement[], out: { argument: string; categories: string[] }[] = []) {
  for (const element of elements) {
    if (element.type === TYPE.plural && element.pluralType !== 'ordinal') {
      out.push({ argument: element.value, categories: Object.keys(element.options).filter((c) => !c.startsWith('=')).sort() });
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) plurals(option.value, out);
    }
    if (element.type === TYPE.tag) plurals(element.children, out);
  }
  return out;
}

it.each(catalogs)('%s has its language’s plural categories in every plural', (locale) => {
  const expected = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
  const wrong: string[] = [];
  for (const file of files) {
    const messages = leaves(JSON.parse(readFileSync(path.join(MESSAGES, locale, file), 'utf8')) as Tree);
    for (const [key, message] of messages) {
      for (const { argument, categories } of plurals(parse(message, { ignoreTag: false }))) {
        if (categories.join() !== expected.join()) wrong.push(`${key} {${argument}}: ${categories.join(' ')}`);
      }
    }
  }
  expect({ locale, expected, wrong }).toEqual({ locale, expected, wrong: [] });
});
