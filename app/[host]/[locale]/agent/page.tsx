import type { Metadata } from 'next';
import { agentCentreMetadata, AgentCentrePage } from '@/components/agent-centre/agent-centre-page';
import { DEFAULT_AGENT_PAGE } from '@/lib/agent-centre/pages';

interface Props {
  params: Promise<{ host: string; locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return agentCentreMetadata(locale, DEFAULT_AGENT_PAGE);
}

/** /agent: the agent centre on its default page (spec §2: agentTeamOverview). */
export default function AgentCentreHome({ params }: Props) {
  return <AgentCentrePage params={params} page={DEFAULT_AGENT_PAGE} route="/agent" />;
}
