import { renderDownloadPage } from '../download/page';

/** /down: the download page under its other address (its canonical address is /download: see its metadata). */
export { generateMetadata } from '../download/page';

export default function DownPage({ params }: { params: Promise<{ host: string; locale: string }> }) {
  return renderDownloadPage(params, '/down');
}
