/**
 * The field names of the contract's request schemas (@site/platform-contract/requests/*), which the sandbox's routes
 * validate bodies with: the fuzz suites send wrong values under these names too.
 */
import { ObjectSchema } from 'yup';
import * as protection from '@site/platform-contract/requests/protection';
import * as sports from '@site/platform-contract/requests/sports';
import * as wallet from '@site/platform-contract/requests/wallet';

const MODULES: Record<string, unknown>[] = [protection, sports, wallet];

export function requestFields(): string[] {
  const fields = new Set<string>();
  for (const requests of MODULES) {
    for (const [name, make] of Object.entries(requests)) {
      if (!name.endsWith('Request') || typeof make !== 'function') continue;
      const schema: unknown = (make as (currency: string) => unknown)('USD');
      if (schema instanceof ObjectSchema) for (const field of Object.keys(schema.fields)) fields.add(field);
    }
  }
  return [...fields];
}
