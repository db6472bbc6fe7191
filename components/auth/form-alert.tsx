/** A form-level error under the fields; role=alert so it is announced when it appears. */
export function FormAlert({ id, children }: { id: string; children: string | null }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
      {children}
    </p>
  );
}

export const textLinkClass = 'inline-flex min-h-6 items-center rounded text-sm font-semibold text-ink underline underline-offset-2 hover:text-brand-accent';
