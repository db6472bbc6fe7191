/** Helpers for the records suites: a records call, every page of a report, sums in cents. */
import type { PagedDto } from '@site/platform-contract';
import type { SandboxApp } from '../app';
import { call } from './helpers';

export const DAY = 24 * 60 * 60 * 1000;

export function report<T>(app: SandboxApp, merchant: string, token: string | undefined, path: string, body: unknown) {
  return call<T>(app, 'POST', path, { merchant, token, body });
}

/** Every page of a report (13 a page unless asked), failing on any refusal. */
export async function allPages<Row, Footer>(
  app: SandboxApp,
  merchant: string,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<{ pages: PagedDto<Row, Footer>[]; rows: Row[] }> {
  const pages: PagedDto<Row, Footer>[] = [];
  for (let page = 1; ; page++) {
    const res = await report<PagedDto<Row, Footer>>(app, merchant, token, path, { ...body, page });
    if (res.status !== 200) throw new Error(`${path} page ${page}: ${JSON.stringify(res.json)}`);
    pages.push(res.json.value!);
    if (page >= res.json.value!.totalPages) break;
  }
  return { pages, rows: pages.flatMap((p) => p.list) };
}

/** The sum of amounts in major units, added up in cents (what a total must equal exactly). */
export const cents = (values: number[]) => values.reduce((n, v) => n + Math.round(v * 100), 0);
export const inCents = (v: number) => Math.round(v * 100);
