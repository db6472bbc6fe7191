/**
 * The avatar calls' answers (MemberPath.PLAYER_AVATAR, MemberPath.AVATAR_ICONS) as yup schemas, checked strictly (JSON
 * types as sent, no casting). The site reads an answer only once it passes, and the sandbox's tests hold its answers
 * to the same schemas. What an answer means and why it is this small: member.ts.
 */
import { array, object, string } from 'yup';
import { AVATAR_ICONS_MAX, AVATAR_ID_PATTERN, type AvatarIconsDto, type PlayerAvatarDto } from '../member';

const avatarId = () => string().strict().matches(AVATAR_ID_PATTERN);

/** An image address: absolute http(s), at most 2048 characters (which CDN may serve it is the site's to check). */
const imageUrl = () =>
  string()
    .strict()
    .required()
    .max(2048)
    .matches(/^https?:\/\/[^\s]+$/i);

/** value of MemberPath.PLAYER_AVATAR: the id of the player's picture, or null for none. */
export const playerAvatarAnswer = () => object({ avatar: avatarId().nullable().defined() }).strict().required();

/** value of MemberPath.AVATAR_ICONS: at most AVATAR_ICONS_MAX pictures, each an id and its image. */
export const avatarIconsAnswer = () =>
  object({
    icons: array(object({ id: avatarId().required(), url: imageUrl() }).strict())
      .strict()
      .required()
      .max(AVATAR_ICONS_MAX),
  })
    .strict()
    .required();

/** The answer as a PlayerAvatarDto when it is one, else null. */
export function readPlayerAvatar(value: unknown): PlayerAvatarDto | null {
  return playerAvatarAnswer().isValidSync(value) ? { avatar: (value as PlayerAvatarDto).avatar } : null;
}

/** The answer as an AvatarIconsDto when it is one, else null. */
export function readAvatarIcons(value: unknown): AvatarIconsDto | null {
  if (!avatarIconsAnswer().isValidSync(value)) return null;
  return { icons: (value as AvatarIconsDto).icons.map(({ id, url }) => ({ id, url })) };
}
