import 'server-only';
import {
  ProtectionPath,
  type ExclusionDto,
  type ExclusionRequest,
  type LimitRequest,
  type PlaySessionDto,
  type ProtectionDto,
} from '@site/platform-contract';
import { safeLink } from '@/lib/security/safe-url';
import { platformCall, type CallContext } from './client';

/** Player protection: the member's limits, reality check and exclusion; the platform enforces them. */

/** The member's state. Every answer carrying it drops help links that are not http(s) (the page shows them as links). */
export async function state(context: CallContext): Promise<ProtectionDto> {
  return withSafeLinks(await platformCall<ProtectionDto>(ProtectionPath.STATE, context));
}

function withSafeLinks(dto: ProtectionDto): ProtectionDto {
  return { ...dto, helpOrganisations: safeOrganisations(dto.helpOrganisations) };
}

function safeOrganisations(list: ProtectionDto['helpOrganisations'] | undefined): ProtectionDto['helpOrganisations'] {
  return (list ?? []).flatMap(({ name, url }) => {
    const href = safeLink(url)?.href;
    return href && name ? [{ name, url: href }] : [];
  });
}

export function session(context: CallContext): Promise<PlaySessionDto> {
  return platformCall<PlaySessionDto>(ProtectionPath.SESSION, context);
}

export async function setLimit(context: CallContext, request: LimitRequest): Promise<ProtectionDto> {
  return withSafeLinks(await platformCall<ProtectionDto>(ProtectionPath.LIMIT, { ...context, method: 'PUT', json: request }));
}

export async function setRealityCheck(context: CallContext, minutes: number | null): Promise<ProtectionDto> {
  return withSafeLinks(await platformCall<ProtectionDto>(ProtectionPath.REALITY_CHECK, { ...context, method: 'PUT', json: { minutes } }));
}

export function exclude(context: CallContext, request: ExclusionRequest): Promise<ExclusionDto> {
  return platformCall<ExclusionDto>(ProtectionPath.EXCLUSION, { ...context, method: 'POST', json: request });
}
