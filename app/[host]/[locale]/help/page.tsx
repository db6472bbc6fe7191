import type { Metadata } from 'next';
import { helpMetadata, helpPage } from './help-page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpMetadata(params);
}

/** /help (and /help#tag): the help centre. On a login-to-home brand visitors read it at /helpmc instead. */
export default async function HelpPage({ params }: Props) {
  return helpPage(params, '/help');
}
