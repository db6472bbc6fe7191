/** @jest-environment node */
import { initialOfferValues, offerFromValues } from '@/lib/agent-centre/offer-form';
import { CONTRACT_RATE_LIMITS, MAX_CONTRACT_TIERS } from '@site/platform-contract/agent';
import {
  contractAnswerSchema,
  contractOfferSchema,
  createLinkSchema,
  downlineQuery,
  payoutQuery,
  registerDownlineSchema,
  teamReportQuery,
  tiersProblem,
} from '@/lib/validation/agent';

const DAY = 24 * 60 * 60 * 1000;
const tier = (rate: number, activeMembers = 1, periodValidBet = 100) => ({ activeMembers, periodValidBet, rate });

async function refusal(schema: { validate: (v: unknown, o?: object) => Promise<unknown> }, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('contract tiers', () => {
  it('accepts 1 to 5 increasing tiers within the kind’s rates', () => {
    expect(tiersProblem('dailySalary', [tier(0.5), tier(1, 2, 200)])).toBeNull();
    expect(tiersProblem('dividend', [{ ...tier(10), periodNetLoss: 0 }, { ...tier(20, 2, 200), periodNetLoss: 100 }])).toBeNull();
  });

  it('refuses no tier, too many, rates out of range or with three decimals, and tiers that do not rise', () => {
    expect(tiersProblem('dailySalary', [])?.key).toBe('tiersRequired');
    expect(tiersProblem('dailySalary', Array.from({ length: MAX_CONTRACT_TIERS + 1 }, (_, i) => tier(0.1 + i * 0.1)))?.key).toBe('tooManyTiers');
    expect(tiersProblem('dailySalary', [tier(CONTRACT_RATE_LIMITS.dailySalary.max + 0.01)])).toMatchObject({ index: 0, field: 'rate', key: 'rateRange' });
    expect(tiersProblem('dividend', [{ ...tier(0.05), periodNetLoss: 0 }])?.key).toBe('rateRange');
    expect(tiersProblem('hourlySalary', [tier(0.015)])?.key).toBe('rateRange');
    expect(tiersProblem('hourlySalary', [tier(1), tier(1)])).toMatchObject({ index: 1, field: 'rate', key: 'rateNotAbove' });
    expect(tiersProblem('hourlySalary', [tier(1, 5), tier(2, 4)])).toMatchObject({ index: 1, field: 'activeMembers', key: 'tierNotAbove' });
    expect(tiersProblem('hourlySalary', [tier(1, -1)])?.key).toBe('thresholdInvalid');
    expect(tiersProblem('dividend', [tier(10)])).toMatchObject({ field: 'periodNetLoss', key: 'thresholdInvalid' });
  });
});

describe('contract offer schema', () => {
  it('accepts an offer the form makes from its values', async () => {
    const values = { ...initialOfferValues('hourlySalary'), downlineId: '7', tiers: [{ activeMembers: '2', periodValidBet: '1000', periodNetLoss: '', rate: '0.8' }] };
    const offer = offerFromValues('hourlySalary', values);
    expect(offer).toEqual({ kind: 'hourlySalary', downlineId: 7, periodType: 'hourly', tiers: [{ activeMembers: 2, periodValidBet: 1000, rate: 0.8 }] });
    expect(await refusal(contractOfferSchema(), offer)).toBeNull();
  });

  it('refuses a period of another kind, an empty field and a missing downline', async () => {
    const good = { kind: 'dividend', downlineId: 3, periodType: 'weekly', tiers: [{ activeMembers: 1, periodValidBet: 0, periodNetLoss: 0, rate: 5 }] };
    expect(await refusal(contractOfferSchema(), good)).toBeNull();
    expect(await refusal(contractOfferSchema(), { ...good, periodType: 'hourly' })).toBe('invalid');
    expect(await refusal(contractOfferSchema(), { ...good, downlineId: undefined })).toBe('downlineRequired');
    const empty = offerFromValues('dividend', { downlineId: '3', periodType: 'weekly', tiers: [{ activeMembers: '', periodValidBet: '0', periodNetLoss: '0', rate: '5' }] });
    expect(await refusal(contractOfferSchema(), empty)).toBe('thresholdInvalid');
  });

  it('answers only accept, reject or terminate of a known kind', async () => {
    expect(await refusal(contractAnswerSchema(), { kind: 'dailySalary', contractId: 4, action: 'accept' })).toBeNull();
    expect(await refusal(contractAnswerSchema(), { kind: 'dailySalary', contractId: 4, action: 'approve' })).toBe('invalid');
    expect(await refusal(contractAnswerSchema(), { kind: 'weekly', contractId: 4, action: 'reject' })).toBe('invalid');
  });
});

describe('downline registration and links', () => {
  it('follows the contract’s username and password rules', async () => {
    const good = { username: 'down9', password: 'Passw0rd', accountType: 'agent', rebateRate: 1 };
    expect(await refusal(registerDownlineSchema(), good)).toBeNull();
    expect(await refusal(registerDownlineSchema(), { ...good, username: 'ab' })).toBe('usernameRule');
    expect(await refusal(registerDownlineSchema(), { ...good, username: 'bad name' })).toBe('usernameRule');
    expect(await refusal(registerDownlineSchema(), { ...good, password: 'onlyletters' })).toBe('passwordRule');
    expect(await refusal(registerDownlineSchema(), { ...good, accountType: 'boss' })).toBe('invalid');
    expect(await refusal(createLinkSchema(), { accountType: 'member', rebateRate: 0, remark: 'x'.repeat(41) })).toBe('remarkTooLong');
    // The form knows the agent's own rebate: a downline's or a link's may not be above it, with two decimals at most.
    expect(await refusal(registerDownlineSchema(1.5), { ...good, rebateRate: 1.5 })).toBeNull();
    expect(await refusal(registerDownlineSchema(1.5), { ...good, rebateRate: 1.51 })).toBe('rebateInvalid');
    expect(await refusal(registerDownlineSchema(), { ...good, rebateRate: 1.234 })).toBe('rebateInvalid');
    expect(await refusal(createLinkSchema(0), { accountType: 'agent', rebateRate: 0.01 })).toBe('rebateInvalid');
    expect(await refusal(createLinkSchema(0), { accountType: 'agent', rebateRate: 0 })).toBeNull();
  });
});

describe('agent report queries', () => {
  it('keep ranges within AGENT_REPORT_MAX_DAYS and usernames plain', async () => {
    const from = Date.UTC(2026, 0, 1);
    expect(await refusal(teamReportQuery(), { from, to: from + 30 * DAY, username: 'down1' })).toBeNull();
    expect(await refusal(teamReportQuery(), { from, to: from + 40 * DAY })).toBe('range_too_long');
    expect(await refusal(teamReportQuery(), { from, to: from + DAY, username: '<script>' })).toBe('invalid');
    expect(await refusal(payoutQuery(), { from, to: from + DAY, kind: 'dividend', role: 'boss' })).toBe('invalid');
    expect(await refusal(downlineQuery(), { parentId: 0 })).toBe('invalid');
  });
});
