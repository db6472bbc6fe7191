import { object, string } from 'yup';
import { fail, ok, SiteErrorCode } from '@/lib/api/envelope';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { ISLAND_CATALOG_FILES, type IslandCatalogFile } from '@/lib/i18n/client-messages';
import { CATALOG_LOCALES, type CatalogLocale } from '@/lib/i18n/locales';
import { loadMessageFile } from '@/lib/i18n/messages';
import { servingConfig } from '@/server/config';

const FILES = new Set<string>(ISLAND_CATALOG_FILES);

/**
 * GET ?locale=vi&files=auth,verification&build=…: the catalog files a popup needs, merged, in the page's language
 * (components/i18n/island-messages.tsx asks when the popup first opens). Only the popups' files and the catalogs'
 * languages are served. Asked with the build the page runs, the answer is that build's for good: the browser keeps it.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    query: object({
      locale: string().required('required').oneOf([...CATALOG_LOCALES], 'invalid'),
      files: string().required('required').max(120, 'invalid').matches(/^[a-z-]+(,[a-z-]+)*$/, 'invalid'),
      build: string().max(64, 'invalid'),
    }),
    handler: async ({ query }) => {
      const files = [...new Set(query.files.split(','))];
      if (!files.every((file) => FILES.has(file))) return fail(400, SiteErrorCode.VALIDATION_FAILED, 'invalid', { field: 'files', key: 'invalid' });
      const parts = await Promise.all(files.map((file) => loadMessageFile(query.locale as CatalogLocale, file as IslandCatalogFile)));
      const response = ok(Object.assign({}, ...parts) as Record<string, unknown>);
      const build = servingConfig()?.buildId;
      if (build && query.build === build) response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      return response;
    },
  }),
});
