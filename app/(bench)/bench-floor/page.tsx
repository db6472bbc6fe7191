import { notFound } from 'next/navigation';

/**
 * The framework's floor for `npm run bench` and the CI size budgets: the smallest dynamic page this build can serve,
 * measured in the same run as the real pages. It exists only when the site runs with BENCH_FLOOR=1 (the measuring
 * scripts set it); anywhere else it is a 404. Not linked from anywhere and not a merchant page.
 */
export const dynamic = 'force-dynamic';

export default function BenchFloorPage() {
  if (process.env.BENCH_FLOOR !== '1') notFound();
  return <p>ok</p>;
}
