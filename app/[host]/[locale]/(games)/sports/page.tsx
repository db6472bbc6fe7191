import type { Metadata } from 'next';
import { catalogueMetadata, CataloguePage, type CatalogueProps } from '../catalogue-page';

export function generateMetadata(props: CatalogueProps): Promise<Metadata> {
  return catalogueMetadata(props, 'SPORTS');
}

/** /sports: the SPORTS catalogue. */
export default function Page(props: CatalogueProps) {
  return CataloguePage(props, 'SPORTS');
}
