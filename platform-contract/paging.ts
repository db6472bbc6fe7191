/**
 * Paged reports of the member centre (records.md "Paged reports"): the query every list takes and the value every
 * list answers. Dates are epoch milliseconds; a range longer than the report's day limit is refused with
 * ErrorCode.RANGE_TOO_LONG (400), and so is a range that ends before it starts.
 */
export interface PageQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface RangeQuery {
  /** Epoch ms, inclusive. */
  from: number;
  /** Epoch ms, inclusive. */
  to: number;
}

export interface PagedDto<Row, Footer = undefined> {
  list: Row[];
  totalPages: number;
  totalCount: number;
  /** Sums over every row of the range (not only this page), when the report has a totals row. */
  footer?: Footer;
}

/** Default page size of the centre's reports (records.md: 13 per page for betting and account records). */
export const REPORT_PAGE_SIZE = 13;
export const MAX_PAGE_SIZE = 50;
