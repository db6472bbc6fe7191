import type { StatusTone } from '@/components/data-display/status-badge';
import type { ActivityDto, ActivityState } from '@/lib/api/centre/rewards';

/** How each state of spec §4 looks: a tone beside its name (the name says it; the tone only helps). */
export const STATE_TONE: Record<ActivityState, StatusTone> = {
  coming_soon: 'neutral',
  in_process: 'info',
  joined: 'info',
  applying: 'warning',
  issued: 'success',
  claimed: 'success',
  rejected: 'danger',
  closed: 'neutral',
};

/** The page's filters, each a group of states. */
export const ACTIVITY_FILTERS = {
  all: null,
  claim: ['issued'],
  open: ['in_process'],
  active: ['joined', 'applying'],
  upcoming: ['coming_soon'],
  ended: ['claimed', 'rejected', 'closed'],
} as const satisfies Record<string, readonly ActivityState[] | null>;

export type ActivityFilter = keyof typeof ACTIVITY_FILTERS;
export const ACTIVITY_FILTER_KEYS = Object.keys(ACTIVITY_FILTERS) as ActivityFilter[];

export function inFilter(activity: ActivityDto, filter: ActivityFilter): boolean {
  const states = ACTIVITY_FILTERS[filter] as readonly ActivityState[] | null;
  return states === null || states.includes(activity.state);
}

/** What the member can do now: claim an issued reward, join or apply while it is open, apply again after a refusal. */
export function activityAction(activity: ActivityDto, now: number): 'claim' | 'join' | 'apply' | 'applyAgain' | null {
  if (activity.state === 'issued') return 'claim';
  if (activity.state === 'in_process') return activity.mode === 'join' ? 'join' : 'apply';
  if (activity.state === 'rejected' && activity.mode === 'apply' && now >= activity.startsAt && now < activity.endsAt) return 'applyAgain';
  return null;
}
