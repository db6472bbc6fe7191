import { ApiError } from '@/lib/api/api-error';
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGES_MAX, RewardsErrorCode } from '@/lib/api/centre/rewards';

/** The Rewards.errors key of a refusal, and the field it belongs to (null: the whole form or action). */
export interface RewardError {
  key: string;
  field: 'comment' | 'imageIds' | null;
  values: Record<string, number>;
}

const FIELD_OF: Record<string, RewardError['field']> = {
  [RewardsErrorCode.COMMENT_TOO_LONG]: 'comment',
  [RewardsErrorCode.TOO_MANY_IMAGES]: 'imageIds',
  [RewardsErrorCode.IMAGE_NOT_FOUND]: 'imageIds',
};

const KNOWN = new Set<string>(Object.values(RewardsErrorCode));

/**
 * What to tell the member about a failed rewards call: the platform's own refusals by their code, the site API's field
 * refusals (validation_failed with { field, key }) at their field, everything else by the centre's shared texts.
 */
export function rewardError(error: unknown): RewardError | null {
  if (!(error instanceof ApiError)) return null;
  const values = { max: error.code === RewardsErrorCode.TOO_MANY_IMAGES ? ACTIVITY_IMAGES_MAX : ACTIVITY_COMMENT_MAX };
  if (KNOWN.has(error.code)) return { key: error.code, field: FIELD_OF[error.code] ?? null, values };
  if (error.code === 'validation_failed') {
    const detail = error.value as { field?: string; key?: string } | undefined;
    const field = detail?.field === 'comment' || detail?.field === 'imageIds' ? detail.field : null;
    const key = detail?.key && KNOWN.has(detail.key) ? detail.key : 'invalid';
    return { key, field, values: { max: field === 'imageIds' ? ACTIVITY_IMAGES_MAX : ACTIVITY_COMMENT_MAX } };
  }
  return null;
}
