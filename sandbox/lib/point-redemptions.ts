/**
 * Spending points (contract/points.ts): redeeming a reward, converting points to money, and the review of an item
 * reward. Each is one db.transaction with no await inside: the earned points are counted first, then the balance and
 * the stock are checked and moved together, so two requests can never spend the same points or the last item twice.
 * The payment password is checked by the caller before (scrypt is async).
 */
import { randomBytes } from 'node:crypto';
import { ErrorCode, LedgerKind, PointsErrorCode } from '@site/platform-contract';
import type { Db } from '../db';
import { ApiError } from './envelope';
import { createPoints, type PointConfigRow } from './points';
import { createWallet, toMajor } from './wallet';

export interface RewardRow {
  id: number;
  merchant_code: string;
  kind: 'bonus' | 'item';
  points: number;
  amount_minor: number | null;
  stock: number | null;
  art: string;
  color_from: string;
  color_to: string;
  active: number;
  sort: number;
}

export interface RedemptionRow {
  id: number;
  member_id: number;
  ref_no: string;
  type: 'reward' | 'convert';
  reward_id: number | null;
  points: number;
  amount_minor: number | null;
  ratio_points: number | null;
  ratio_amount_minor: number | null;
  balance_after: number;
  status: 'in_process' | 'approved' | 'rejected';
  remark: string | null;
  created_at: number;
  decided_at: number | null;
}

export interface Redemptions {
  /** Redeems one reward of the member's merchant; answers the redemption's id. */
  redeem(memberId: number, rewardId: number, at: number): number;
  /** Converts `points` (already checked against the configuration's rules) at the configuration's ratio. */
  convert(memberId: number, points: number, config: PointConfigRow, at: number): number;
  /** Approves or rejects an in-process redemption (a rejection gives the points and the stock back). */
  decide(id: number, approve: boolean, remark: string | null, at: number): void;
}

const stamp = (at: number) => new Date(at).toISOString().slice(0, 10).replace(/-/g, '');

export function createRedemptions(db: Db): Redemptions {
  const points = createPoints(db);
  const wallet = createWallet(db);
  const rewardOf = db.prepare(
    'SELECT r.* FROM point_rewards r JOIN members m ON m.merchant_code = r.merchant_code WHERE r.id = ? AND m.id = ? AND r.active = 1',
  );
  const takeStock = db.prepare('UPDATE point_rewards SET stock = stock - 1 WHERE id = ? AND stock > 0');
  const giveStock = db.prepare('UPDATE point_rewards SET stock = stock + 1 WHERE id = ? AND stock IS NOT NULL');
  const insert = db.prepare(
    `INSERT INTO point_redemptions (member_id, ref_no, type, reward_id, points, amount_minor, ratio_points, ratio_amount_minor,
       balance_after, status, created_at, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const setRef = db.prepare('UPDATE point_redemptions SET ref_no = ? WHERE id = ?');
  const byId = db.prepare('SELECT * FROM point_redemptions WHERE id = ?');
  const setDecision = db.prepare(
    "UPDATE point_redemptions SET status = ?, remark = COALESCE(?, remark), decided_at = ? WHERE id = ? AND status = 'in_process'",
  );

  /** A redemption row with its reference number (P + day + id), its points out of the balance, in one go. */
  function record(
    memberId: number,
    fields: { type: 'reward' | 'convert'; rewardId: number | null; points: number; amountMinor: number | null; ratio: [number, number] | null },
    approved: boolean,
    remark: string,
    at: number,
  ): { id: number; ref: string } {
    const balance = points.balance(memberId);
    if (balance < fields.points) throw new ApiError(409, PointsErrorCode.POINTS_NOT_ENOUGH, 'Not enough points', { balance, needed: fields.points });
    const id = Number(
      insert.run(
        memberId, `new-${randomBytes(8).toString('hex')}`, fields.type, fields.rewardId, fields.points, fields.amountMinor,
        fields.ratio?.[0] ?? null, fields.ratio?.[1] ?? null, balance - fields.points, approved ? 'approved' : 'in_process', at,
        approved ? at : null,
      ).lastInsertRowid,
    );
    const ref = `P${stamp(at)}${String(id).padStart(6, '0')}`;
    setRef.run(ref, id);
    points.post(memberId, fields.type === 'reward' ? 'REDEEM' : 'CONVERT', -fields.points, remark, id, at);
    return { id, ref };
  }

  const redeem = db.transaction((memberId: number, rewardId: number, at: number): number => {
    points.accrue(memberId, at);
    const reward = rewardOf.get(rewardId, memberId) as RewardRow | undefined;
    if (!reward) throw new ApiError(404, PointsErrorCode.REWARD_NOT_FOUND, 'No such reward');
    if (reward.stock !== null && takeStock.run(reward.id).changes !== 1) {
      throw new ApiError(409, PointsErrorCode.OUT_OF_STOCK, 'This reward is out of stock');
    }
    const bonus = reward.kind === 'bonus';
    const { id, ref } = record(
      memberId,
      { type: 'reward', rewardId: reward.id, points: reward.points, amountMinor: reward.amount_minor, ratio: null },
      bonus,
      `Reward #${reward.id}`,
      at,
    );
    if (bonus) wallet.post(memberId, reward.amount_minor!, LedgerKind.POINTS, `Points reward ${ref}`, null, at);
    return id;
  });

  const convert = db.transaction((memberId: number, amountPoints: number, config: PointConfigRow, at: number): number => {
    points.accrue(memberId, at);
    const amountMinor = (amountPoints / config.convert_points) * config.convert_amount_minor;
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new Error('convert: the points are not whole steps');
    const { id, ref } = record(
      memberId,
      { type: 'convert', rewardId: null, points: amountPoints, amountMinor, ratio: [config.convert_points, config.convert_amount_minor] },
      true,
      `Converted at ${config.convert_points}:${toMajor(config.convert_amount_minor)}`,
      at,
    );
    wallet.post(memberId, amountMinor, LedgerKind.POINTS, `Points conversion ${ref}`, null, at);
    return id;
  });

  const decide = db.transaction((id: number, approve: boolean, remark: string | null, at: number) => {
    const row = byId.get(id) as RedemptionRow | undefined;
    if (!row) throw new ApiError(404, ErrorCode.NOT_FOUND, 'No such redemption');
    if (setDecision.run(approve ? 'approved' : 'rejected', remark, at, id).changes !== 1) {
      throw new ApiError(409, PointsErrorCode.NOT_IN_PROCESS, 'The redemption is no longer in process');
    }
    if (!approve) {
      points.post(row.member_id, 'REFUND', row.points, `Refund of ${row.ref_no}`, id, at);
      if (row.reward_id !== null) giveStock.run(row.reward_id);
    }
  });

  return { redeem, convert, decide };
}
