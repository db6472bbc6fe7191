import type { Metadata } from 'next';
import { helpDialog, helpMetadata } from '../../../help/help-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

/** The tab says where the address says it is: the help centre's title, as /help's. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpMetadata(params);
}

/**
 * /help reached from home by one of its links (a soft navigation): the help centre in a dialog over home (spec §2,
 * Modals: help, closing it returns to /). The address loaded or reloaded is the full page, help/page.tsx, which
 * crawlers and shared links get, and so are the help links of every other page (components/help/help-link.tsx).
 */
export default async function HelpOverThePage({ params }: Props) {
  return helpDialog(params);
}
