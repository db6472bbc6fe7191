import 'server-only';
import { ServicePath, type DomainRoutesDto, type FeedbackRequest, type ServiceChatDto } from '@site/platform-contract';
import { platformCall, type CallContext } from './client';
import { cachedPublic, cachedValue, CacheKey } from './cache';
import { serviceChatUrl } from './service-chat';
import { visitorScheme } from '@/lib/security/visitor';

/** Customer-service calls (contract/service.ts): the VIP service chat, feedback, the domain routes for the speed test. */

/** The VIP member's chat room address, decrypted and checked (throws ServiceChatUrlError, or the platform's refusal). */
export async function vipChatUrl(context: CallContext & { merchant: string; token: string }): Promise<string> {
  const dto = await platformCall<ServiceChatDto>(ServicePath.SERVICE_CHAT, { ...context, method: 'POST', json: {} });
  return serviceChatUrl(dto, context.merchant);
}

export async function sendFeedback(context: CallContext & { token: string }, content: string): Promise<void> {
  await platformCall(ServicePath.FEEDBACK, { ...context, method: 'PUT', json: { content } satisfies FeedbackRequest });
}

/** A host name as a route may name it: letters, digits, hyphens and dots (an IPv4 address too), lower case. */
const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The merchant's route domains, valid host names only, each once. Merchant-public, cached. */
export async function getDomainRoutes(merchant: string): Promise<string[]> {
  return cachedPublic(CacheKey.domainRoutes(merchant), async () => {
    const dto = await platformCall<DomainRoutesDto>(ServicePath.DOMAIN_ROUTES, { merchant });
    return reshapeDomainRoutes(dto);
  });
}

export function reshapeDomainRoutes(dto: DomainRoutesDto): string[] {
  const list = Array.isArray(dto?.list) ? dto.list : [];
  const domains = list.flatMap((r) => (typeof r?.domain === 'string' ? [r.domain.trim().toLowerCase()] : []));
  return [...new Set(domains.filter((d) => DOMAIN.test(d)))];
}

/** How the visitor reached this site: the scheme (lib/security/visitor.ts) and the Host header's port. */
export interface RequestEndpoint {
  scheme: 'http' | 'https';
  port: string;
}

export function requestEndpoint(headers: Headers): RequestEndpoint {
  const host = headers.get('host') ?? '';
  const port = /:(\d{1,5})$/.exec(host)?.[1] ?? '';
  return { scheme: visitorScheme(headers), port };
}

/** A route's origin: every route is served by this same deployment, on the scheme and port this request came by. */
export function routeOrigin(domain: string, { scheme, port }: RequestEndpoint): string {
  const defaultPort = scheme === 'https' ? '443' : '80';
  return `${scheme}://${domain}${port && port !== defaultPort ? `:${port}` : ''}`;
}

/**
 * The origins of the merchant's routes, for the page's connect-src (the speed test times a request to each). Nothing
 * when the platform cannot say: the page still works, the speed test then finds the other routes unreachable. With
 * `platformDown` (the request already found the platform unreachable), only what the cache holds: no second wait.
 */
export async function routeOrigins(merchant: string, endpoint: RequestEndpoint, { platformDown = false } = {}): Promise<string[]> {
  try {
    const domains = platformDown ? (cachedValue<string[]>(CacheKey.domainRoutes(merchant)) ?? []) : await getDomainRoutes(merchant);
    return domains.map((domain) => routeOrigin(domain, endpoint));
  } catch {
    return [];
  }
}
