import 'server-only';
import { seoContext } from '@/lib/seo/metadata';
import { LanguageAlternates } from './language-alternates';

type Params = Promise<{ host: string; locale: string }> | { host: string; locale: string };

/**
 * Where a page that search engines list (pageMetadata) names its versions in the merchant's other languages: rendered
 * by the page with the same `path` and `query` its metadata gives, on a merchant whose site is open (a page behind a
 * gate is not indexed and names none).
 */
export async function PageAlternates({ params, path, query }: { params: Params; path: string; query?: string }) {
  const found = await seoContext(params);
  if (!found?.open) return null;
  return <LanguageAlternates origin={found.origin} path={path} query={query} />;
}
