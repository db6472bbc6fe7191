/**
 * The framework's floor for `npm run bench`: the smallest dynamic page this build can serve, measured in the same
 * run as the home page. Not linked from anywhere and not a merchant page.
 */
export const dynamic = 'force-dynamic';

export default function BenchFloorPage() {
  return <p>ok</p>;
}
