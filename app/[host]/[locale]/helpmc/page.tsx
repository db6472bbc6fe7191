import type { Metadata } from 'next';
import { helpMetadata, helpPage } from '../help/help-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpMetadata(params);
}

/** /helpmc: the same help centre, open to visitors even where login-to-home closes the rest of the site (spec §2). */
export default async function HelpForEveryonePage({ params }: Props) {
  return helpPage(params, '/helpmc');
}
