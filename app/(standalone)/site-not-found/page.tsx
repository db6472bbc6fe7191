import { notFound } from 'next/navigation';

/** proxy.ts rewrites a host no merchant owns here; the answer is always a 404. */
export default function SiteNotFoundPage() {
  notFound();
}
