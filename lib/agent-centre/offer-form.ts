/**
 * The contract offer form's values (text, as typed) and the offer they make. Pure, for the form and its tests.
 */
import type { ContractKind, ContractTierDto, PeriodType } from '@site/platform-contract/agent';
import { PERIOD_TYPES_BY_KIND } from '@site/platform-contract/agent';

export interface TierValues {
  activeMembers: string;
  periodValidBet: string;
  periodNetLoss: string;
  rate: string;
}

export interface OfferFormValues {
  downlineId: string;
  periodType: PeriodType;
  tiers: TierValues[];
}

export const emptyTier = (): TierValues => ({ activeMembers: '', periodValidBet: '', periodNetLoss: '', rate: '' });

export const initialOfferValues = (kind: ContractKind): OfferFormValues => ({
  downlineId: '',
  periodType: PERIOD_TYPES_BY_KIND[kind][0]!,
  tiers: [emptyTier()],
});

/** Text to a number; empty or not a number is NaN (the schema refuses it). */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The offer the form's values make (numbers as typed; the schema checks them). */
export function offerFromValues(kind: ContractKind, values: OfferFormValues) {
  return {
    kind,
    downlineId: num(values.downlineId),
    periodType: values.periodType,
    tiers: values.tiers.map(
      (tier): ContractTierDto => ({
        activeMembers: num(tier.activeMembers),
        periodValidBet: num(tier.periodValidBet),
        ...(kind === 'dividend' ? { periodNetLoss: num(tier.periodNetLoss) } : {}),
        rate: num(tier.rate),
      }),
    ),
  };
}
