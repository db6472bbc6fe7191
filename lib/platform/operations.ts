import 'server-only';
import * as contract from '@site/platform-contract';

/**
 * A platform call's operation as the metrics name it: the contract's key for its path ("SystemPath.STATUS",
 * "WalletPath.DEPOSITS"), read from every `…Path` table the contract exports, so a new path is named the day it is
 * added. A path no table holds is "other": the label never carries an address of its own.
 */
const operations: ReadonlyMap<string, string> = (() => {
  const byPath = new Map<string, string>();
  for (const [table, paths] of Object.entries(contract)) {
    if (!/Path$/.test(table) || typeof paths !== 'object' || paths === null) continue;
    for (const [key, path] of Object.entries(paths)) {
      if (typeof path === 'string' && !byPath.has(trimmed(path))) byPath.set(trimmed(path), `${table}.${key}`);
    }
  }
  return byPath;
})();

export function platformOperation(path: string): string {
  return operations.get(trimmed(path)) ?? 'other';
}

function trimmed(path: string): string {
  return path.replace(/^\/+/, '');
}
