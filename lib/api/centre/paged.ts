/**
 * What the site's member-centre list routes answer (app/api/…): the platform's paged value as is, so a list, its
 * page count, its total count and, where the report has one, its totals row. Browser and server alike.
 */
export type { PagedDto } from '@site/platform-contract/paging';
