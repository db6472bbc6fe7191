/** Types of visitor.mjs, for the TypeScript that imports it (tests). */
export type ProxyTrust = ((address: string, hop: number) => boolean) | null;
export function proxyTrust(setting: string | undefined): ProxyTrust;
export function visitorOf(
  req: { socket?: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined> },
  trust: ProxyTrust,
): { ip: string; scheme: 'http' | 'https' } | null;
