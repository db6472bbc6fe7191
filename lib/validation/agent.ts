/**
 * The rules of the agent centre's forms and queries as yup schemas: the forms and the routes
 * (app/api/agent/…) use the same ones; the numbers come from the contract (CONTRACT_RATE_LIMITS, MAX_CONTRACT_TIERS),
 * which the platform checks again. Error messages are keys of the AgentCentre namespace's `errors`. Browser and server.
 */
import { array, boolean, mixed, number, object, string } from 'yup';
import {
  AGENT_REPORT_MAX_DAYS,
  CONTRACT_KINDS,
  CONTRACT_RATE_LIMITS,
  MAX_CONTRACT_TIERS,
  PERIOD_TYPES_BY_KIND,
  type ContractKind,
  type ContractTierDto,
  type PeriodType,
} from '@site/platform-contract/agent';
import { LedgerKind } from '@site/platform-contract/ledger';
import { pageQueryFields, reportQuery } from './report-query';

/** contract/agent.ts REGISTER_DOWNLINE: username 4–16 letters and digits, password 8–20 with a letter and a digit. */
export const DOWNLINE_USERNAME = /^[A-Za-z0-9]{4,16}$/;
export const DOWNLINE_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;
export const MAX_REBATE_RATE = 100;
export const LINK_REMARK_MAX = 40;

const ACCOUNT_TYPES = ['member', 'agent'] as const;
/** Rates have at most two decimals (0.01 %). */
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const id = () => number().typeError('invalid').integer('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid');
/** A rebate percent with at most two decimals; `max` is the agent's own rebate where the form knows it (the platform checks it again). */
const rebate = (max = MAX_REBATE_RATE) =>
  number()
    .typeError('rebateInvalid')
    .required('rebateRequired')
    .min(0, 'rebateInvalid')
    .max(Math.min(max, MAX_REBATE_RATE), 'rebateInvalid')
    .test('decimals', 'rebateInvalid', (value) => value === undefined || twoDecimals(value));
const kind = () => mixed<ContractKind>().oneOf([...CONTRACT_KINDS], 'invalid');
/** A team member's username as a filter: what the platform's usernames are made of. */
const usernameFilter = () => string().trim().max(32, 'invalid').matches(/^[A-Za-z0-9_]*$/, 'invalid');

/** `maxRebate`: the agent's own rebate (AgentProfileDto.rebateRate), when known. */
export const registerDownlineSchema = (maxRebate?: number) =>
  object({
    username: string().trim().required('usernameRequired').matches(DOWNLINE_USERNAME, 'usernameRule'),
    password: string().required('passwordRequired').matches(DOWNLINE_PASSWORD, 'passwordRule'),
    accountType: mixed<'member' | 'agent'>().required('required').oneOf([...ACCOUNT_TYPES], 'invalid'),
    rebateRate: rebate(maxRebate),
  });

export const createLinkSchema = (maxRebate?: number) =>
  object({
    accountType: mixed<'member' | 'agent'>().required('required').oneOf([...ACCOUNT_TYPES], 'invalid'),
    rebateRate: rebate(maxRebate),
    remark: string().trim().max(LINK_REMARK_MAX, 'remarkTooLong'),
  });

export const idSchema = () => object({ id: id().required('required') });

export const contractAnswerSchema = () =>
  object({
    kind: kind().required('required'),
    contractId: id().required('required'),
    action: mixed<'accept' | 'reject' | 'terminate'>().required('required').oneOf(['accept', 'reject', 'terminate'], 'invalid'),
  });

/**
 * Why a contract's tiers are refused, or null: 1 to MAX_CONTRACT_TIERS tiers, rates within the kind's limits (two
 * decimals at most), thresholds at least 0, and each tier above the one before (higher rate, no lower threshold).
 */
export function tiersProblem(kindValue: ContractKind, tiers: ContractTierDto[]): { index: number; field: keyof ContractTierDto | 'tiers'; key: string } | null {
  if (tiers.length < 1) return { index: 0, field: 'tiers', key: 'tiersRequired' };
  if (tiers.length > MAX_CONTRACT_TIERS) return { index: 0, field: 'tiers', key: 'tooManyTiers' };
  const limits = CONTRACT_RATE_LIMITS[kindValue];
  for (const [index, tier] of tiers.entries()) {
    const previous = index > 0 ? tiers[index - 1] : undefined;
    if (!Number.isInteger(tier.activeMembers) || tier.activeMembers < 0) return { index, field: 'activeMembers', key: 'thresholdInvalid' };
    if (!Number.isFinite(tier.periodValidBet) || tier.periodValidBet < 0) return { index, field: 'periodValidBet', key: 'thresholdInvalid' };
    if (kindValue === 'dividend' && (tier.periodNetLoss === undefined || !Number.isFinite(tier.periodNetLoss) || tier.periodNetLoss < 0))
      return { index, field: 'periodNetLoss', key: 'thresholdInvalid' };
    if (!Number.isFinite(tier.rate) || tier.rate < limits.min || tier.rate > limits.max || !twoDecimals(tier.rate))
      return { index, field: 'rate', key: 'rateRange' };
    if (previous) {
      if (tier.activeMembers < previous.activeMembers) return { index, field: 'activeMembers', key: 'tierNotAbove' };
      if (tier.periodValidBet < previous.periodValidBet) return { index, field: 'periodValidBet', key: 'tierNotAbove' };
      if (kindValue === 'dividend' && (tier.periodNetLoss ?? 0) < (previous.periodNetLoss ?? 0)) return { index, field: 'periodNetLoss', key: 'tierNotAbove' };
      if (tier.rate <= previous.rate) return { index, field: 'rate', key: 'rateNotAbove' };
    }
  }
  return null;
}

const tierSchema = object({
  activeMembers: number().typeError('thresholdInvalid').required('thresholdInvalid'),
  periodValidBet: number().typeError('thresholdInvalid').required('thresholdInvalid'),
  periodNetLoss: number().typeError('thresholdInvalid'),
  rate: number().typeError('rateRange').required('rateRange'),
});

export const contractOfferSchema = () =>
  object({
    kind: kind().required('required'),
    downlineId: id().required('downlineRequired'),
    periodType: mixed<PeriodType>()
      .required('required')
      .test('period', 'invalid', function check(value) {
        const k = this.parent.kind as ContractKind | undefined;
        return k !== undefined && value !== undefined && PERIOD_TYPES_BY_KIND[k].includes(value);
      }),
    tiers: array(tierSchema)
      .required('tiersRequired')
      .test('tiers', 'invalid', function check(value) {
        const k = this.parent.kind as ContractKind | undefined;
        if (!k || !value) return true;
        const tiers = value.map((tier) => ({ ...tier, periodNetLoss: k === 'dividend' ? tier.periodNetLoss : undefined }));
        const problem = tiersProblem(k, tiers as ContractTierDto[]);
        return problem ? this.createError({ path: problem.field === 'tiers' ? 'tiers' : `tiers[${problem.index}].${problem.field}`, message: problem.key }) : true;
      }),
    confirmLowerRate: boolean(),
  });

// Queries of the site API's agent routes.

export const agentPageQuery = () => object(pageQueryFields);

export const agentRangeQuery = () => reportQuery(AGENT_REPORT_MAX_DAYS);

export const downlineQuery = () =>
  object({
    ...pageQueryFields,
    parentId: id(),
    username: usernameFilter(),
  });

export const teamReportQuery = () => reportQuery(AGENT_REPORT_MAX_DAYS).shape({ username: usernameFilter() });

export const teamTransactionQuery = () =>
  reportQuery(AGENT_REPORT_MAX_DAYS).shape({
    username: usernameFilter(),
    kind: string().oneOf(Object.values(LedgerKind), 'invalid'),
  });

export const contractListQuery = () =>
  object({
    ...pageQueryFields,
    kind: kind().required('required'),
    status: mixed<'P' | 'A' | 'R'>().oneOf(['P', 'A', 'R'], 'invalid'),
  });

export const payoutQuery = () =>
  reportQuery(AGENT_REPORT_MAX_DAYS).shape({
    kind: kind().required('required'),
    role: mixed<'mine' | 'team'>().required('required').oneOf(['mine', 'team'], 'invalid'),
  });
