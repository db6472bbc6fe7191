import { gamePage } from '../game/page';

export { generateMetadata } from '../game/page';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<{ url?: string | string[]; name?: string | string[] }>;
}

/** /seamless?url=&name=: a launched game over the whole window (spec §2: side and top bars hidden). */
export default function SeamlessPage(props: Props) {
  return gamePage(props, '/seamless');
}
