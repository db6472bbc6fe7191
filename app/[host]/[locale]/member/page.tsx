import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locale-path';
import { DEFAULT_MEMBER_PAGE, memberPagePath } from '@/lib/member-centre/pages';
import { pageAccess } from '@/lib/request/page-access';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

/** /member: the centre opens on its default page (spec §2: securityCenter). */
export default async function MemberCentreHome({ params }: Props) {
  const access = await pageAccess(params, '/member');
  if (!access) return null;
  redirect(localizedPath(memberPagePath(DEFAULT_MEMBER_PAGE), access.locale, access.site.defaultLanguage));
}
