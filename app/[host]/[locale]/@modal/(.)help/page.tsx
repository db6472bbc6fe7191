import { helpDialog } from '../../help/help-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

/**
 * /help reached by a link of the site (a soft navigation): the help centre in a dialog over the page the link was on
 * (spec §2, Modals: help, closing it returns to /). The address loaded or reloaded is the full page, help/page.tsx,
 * which crawlers and shared links get.
 */
export default async function HelpOverThePage({ params }: Props) {
  return helpDialog(params);
}
