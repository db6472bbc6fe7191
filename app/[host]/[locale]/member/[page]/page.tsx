import type { Metadata } from 'next';
import { memberCentreMetadata, MemberCentrePage } from '../member-centre-page';

interface Props {
  params: Promise<{ host: string; locale: string; page: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  return memberCentreMetadata(locale, page);
}

/** /member/<page>: a page of the member centre. */
export default async function MemberCentreRoute({ params }: Props) {
  const { page } = await params;
  return <MemberCentrePage params={params} page={page} route={`/member/${page}`} />;
}
