/** Member calls: profile, wallet balance (sum of the ledger), unread message count, preferred language, avatar. */
import type { Hono } from 'hono';
import {
  ErrorCode, MemberPath, type AvatarIconsDto, type BalanceDto, type MemberInfoDto, type PlayerAvatarDto, type UnreadCountDto,
  type LanguageUpdateRequest,
} from '@site/platform-contract';
import { requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps } from '../lib/context';
import { ApiError, ok } from '../lib/envelope';
import { readJsonObject, requireString } from '../lib/validate';
import { createSiteInfoReader } from '../lib/site-info';

export function registerMemberRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const { languagesOf } = createSiteInfoReader(deps);
  const uplineName = db.prepare('SELECT username FROM members WHERE id = ?').pluck();
  const balance = db.prepare('SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE member_id = ?').pluck();
  const unread = db.prepare('SELECT COUNT(*) FROM messages WHERE member_id = ? AND read_at IS NULL').pluck();
  const setLanguage = db.prepare('UPDATE members SET language = ? WHERE id = ?');
  const avatarIcons = db.prepare('SELECT id, image_path FROM avatar_icons WHERE merchant_code = ? ORDER BY sort, id');

  app.get(MemberPath.INFO, merchant, member, (c) => {
    const me = c.get('member');
    const value: MemberInfoDto = {
      account: me.username,
      id: me.id,
      nickname: me.nickname,
      type: me.type,
      toUpline: me.upline_id === null ? null : ((uplineName.get(me.upline_id) as string | undefined) ?? null),
      clubLabel:
        me.club_label_name === null
          ? null
          : { labelName: me.club_label_name, color: me.club_color ?? '#ffffff', color2: me.club_color2 ?? '#000000', rankLevel: me.club_rank ?? 0 },
      memberLabel: me.member_label ? [{ labelName: me.member_label }] : [],
      language: me.language,
      currency: c.get('merchant').currency_code,
    };
    return ok(c, value);
  });

  app.get(MemberPath.BALANCE, merchant, member, (c) => {
    const value: BalanceDto = {
      sumBalance: (balance.get(c.get('member').id) as number) / 100,
      currency: c.get('merchant').currency_code,
    };
    return ok(c, value);
  });

  app.post(MemberPath.UNREAD_COUNT, merchant, member, (c) => {
    const value: UnreadCountDto = { count: unread.get(c.get('member').id) as number };
    return ok(c, value);
  });

  app.get(MemberPath.PLAYER_AVATAR, merchant, member, (c) => ok(c, { avatar: c.get('member').avatar } satisfies PlayerAvatarDto));

  app.get(MemberPath.AVATAR_ICONS, merchant, member, (c) => {
    const rows = avatarIcons.all(c.get('merchant').code) as { id: string; image_path: string }[];
    return ok(c, { icons: rows.map((r) => ({ id: r.id, url: deps.abs(r.image_path) })) } satisfies AvatarIconsDto);
  });

  app.put(MemberPath.LANGUAGE, merchant, member, async (c) => {
    const language = requireString(await readJsonObject(c), 'language', { max: 10 }).toLowerCase();
    if (!languagesOf(c.get('merchant').code).includes(language)) {
      throw new ApiError(400, ErrorCode.LANGUAGE_NOT_SUPPORTED, 'This site does not offer that language');
    }
    setLanguage.run(language, c.get('member').id);
    return ok(c, { language } satisfies LanguageUpdateRequest);
  });
}
