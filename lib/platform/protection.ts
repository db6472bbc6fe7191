import 'server-only';
import {
  ProtectionPath,
  type ExclusionDto,
  type ExclusionRequest,
  type LimitRequest,
  type PlaySessionDto,
  type ProtectionDto,
} from './contract';
import { platformCall, type CallContext } from './client';

/** Player protection (issue 14): the member's limits, reality check and exclusion; the platform enforces them. */

export function state(context: CallContext): Promise<ProtectionDto> {
  return platformCall<ProtectionDto>(ProtectionPath.STATE, context);
}

export function session(context: CallContext): Promise<PlaySessionDto> {
  return platformCall<PlaySessionDto>(ProtectionPath.SESSION, context);
}

export function setLimit(context: CallContext, request: LimitRequest): Promise<ProtectionDto> {
  return platformCall<ProtectionDto>(ProtectionPath.LIMIT, { ...context, method: 'PUT', json: request });
}

export function setRealityCheck(context: CallContext, minutes: number | null): Promise<ProtectionDto> {
  return platformCall<ProtectionDto>(ProtectionPath.REALITY_CHECK, { ...context, method: 'PUT', json: { minutes } });
}

export function exclude(context: CallContext, request: ExclusionRequest): Promise<ExclusionDto> {
  return platformCall<ExclusionDto>(ProtectionPath.EXCLUSION, { ...context, method: 'POST', json: request });
}
