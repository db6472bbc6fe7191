import { notFound } from 'next/navigation';

/** Any path without a route is a translated 404 inside the merchant's shell. */
export default function UnknownPage() {
  notFound();
}
