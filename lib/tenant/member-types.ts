/** Member types and what each may enter (spec §6). */

export const AGENT_TYPES = [1, 2, 4, 41, 42] as const;
export const TRIAL_TYPE = 4;

export function isAgentType(type: number | null | undefined): boolean {
  return type != null && (AGENT_TYPES as readonly number[]).includes(type);
}

/** The agent (account) centre is available to agent types 1, 2, 41 and 42. */
export function canUseAgentCentre(type: number | null | undefined): boolean {
  return type === 1 || type === 2 || type === 41 || type === 42;
}

export function isTrialType(type: number | null | undefined): boolean {
  return type === TRIAL_TYPE;
}
