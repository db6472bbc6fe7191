import type { ReactNode } from 'react';

/** Bare root layout of the benchmark's floor page: no styles, no providers, no platform calls. */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
