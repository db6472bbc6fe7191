import type { Metadata } from 'next';
import { memberCentreMetadata, MemberCentrePage } from './member-centre-page';
import { DEFAULT_MEMBER_PAGE } from '@/lib/member-centre/pages';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return memberCentreMetadata(locale, DEFAULT_MEMBER_PAGE);
}

/** /member: the centre on its default page (spec §2: securityCenter). */
export default function MemberCentreHome({ params }: Props) {
  return <MemberCentrePage params={params} page={DEFAULT_MEMBER_PAGE} route="/member" />;
}
