/**
 * The query of every paged report (contract/paging.ts): page and pageSize, and a date range checked against the
 * report's day limit. Read from the query string (GET) or a JSON body (POST); a bad value is a 400 naming the field.
 */
import { ErrorCode, MAX_PAGE_SIZE, REPORT_PAGE_SIZE, type PagedDto, type PageQuery, type RangeQuery } from '@site/platform-contract';
import { ApiError, badRequest } from './envelope';
import type { Json } from './validate';

const DAY_MS = 24 * 60 * 60 * 1000;

function integer(source: Json, key: string, fallback?: number): number {
  const raw = source[key];
  if (raw === undefined || raw === null || raw === '') {
    if (fallback === undefined) throw badRequest(`${key} is required`);
    return fallback;
  }
  const n = typeof raw === 'string' && /^-?\d{1,16}$/.test(raw) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw badRequest(`${key} must be an integer`);
  return n;
}

export function readPage(source: Json, defaultSize = REPORT_PAGE_SIZE): PageQuery {
  const page = integer(source, 'page', 1);
  const pageSize = integer(source, 'pageSize', defaultSize);
  if (page < 1 || page > 100_000) throw badRequest('page must be 1 or more');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw badRequest(`pageSize must be 1–${MAX_PAGE_SIZE}`);
  return { page, pageSize };
}

/** from and to (epoch ms, inclusive); at most maxDays long (a day's range is 00:00 to 23:59:59.999: one day). */
export function readRange(source: Json, maxDays: number): RangeQuery {
  const from = integer(source, 'from');
  const to = integer(source, 'to');
  if (from < 0 || to < 0) throw badRequest('from and to must be epoch milliseconds');
  if (to < from) throw new ApiError(400, ErrorCode.RANGE_TOO_LONG, 'The range ends before it starts');
  if (to - from >= maxDays * DAY_MS + 60 * 60 * 1000) {
    // One hour of slack: a range of whole days across a daylight-saving change is a little longer than N × 24 h.
    throw new ApiError(400, ErrorCode.RANGE_TOO_LONG, `The range may be at most ${maxDays} days`, { maxDays });
  }
  return { from, to };
}

export function paged<Row, Footer = undefined>(list: Row[], totalCount: number, { pageSize }: PageQuery, footer?: Footer): PagedDto<Row, Footer> {
  const value: PagedDto<Row, Footer> = { list, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), totalCount };
  if (footer !== undefined) value.footer = footer;
  return value;
}

/** SQL LIMIT and OFFSET of a page. */
export const limitOffset = ({ page, pageSize }: PageQuery): [number, number] => [pageSize, (page - 1) * pageSize];
