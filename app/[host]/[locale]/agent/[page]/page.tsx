import type { Metadata } from 'next';
import { agentCentreMetadata, AgentCentrePage } from '@/components/agent-centre/agent-centre-page';

interface Props {
  params: Promise<{ host: string; locale: string; page: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  return agentCentreMetadata(locale, page);
}

/** /agent/<page>: a page of the agent centre. */
export default async function AgentCentreRoute({ params }: Props) {
  const { page } = await params;
  return <AgentCentrePage params={params} page={page} route={`/agent/${page}`} />;
}
