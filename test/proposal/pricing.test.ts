import { describe, expect, it } from 'vitest';
import { DEFAULT_MARGIN_RULE, marginRule, type MarginRule } from '../../shared/rpc/local/proposal';
import { priceOption, roundUp } from '../../shared/proposal/pricing';

const rule = (change: Partial<MarginRule> = {}): MarginRule => ({
  ...DEFAULT_MARGIN_RULE,
  ...change,
});

describe('priceOption', () => {
  it('takes the minimum where the percentage is below it', () => {
    // 8 % of $10,000 is $800, under the $1,500 minimum.
    expect(priceOption(1_000_000, rule())).toEqual({
      net_cents: 1_000_000,
      margin_cents: 150_000,
      price_cents: 1_150_000,
    });
  });

  it('takes the percentage where it passes the minimum', () => {
    // 8 % of $42,000 is $3,360.
    expect(priceOption(4_200_000, rule()).price_cents).toBe(4_536_000);
  });

  it('switches from the minimum to the percentage exactly at their crossing', () => {
    // 8 % of $18,750 is exactly $1,500.
    expect(priceOption(1_875_000, rule()).margin_cents).toBe(150_000);
    // $1 more: 8 % is $1,500.08, and the price rounds up to the next dollar.
    expect(priceOption(1_875_100, rule()).margin_cents).toBe(150_100);
  });

  it('rounds the price up to the step, never down', () => {
    // $42,000.01 + 8 % = $45,360.0108 → $45,361.
    expect(priceOption(4_200_001, rule()).price_cents).toBe(4_536_100);
    expect(priceOption(4_200_000, rule({ rounding_cents: 100000 })).price_cents).toBe(4_600_000);
    expect(priceOption(4_200_001, rule({ rounding_cents: 0 })).price_cents).toBe(4_536_002);
  });

  it('prices a zero net at the minimum', () => {
    expect(priceOption(0, rule())).toEqual({
      net_cents: 0,
      margin_cents: 150_000,
      price_cents: 150_000,
    });
    expect(priceOption(0, rule({ minimum_cents: 0 })).price_cents).toBe(0);
  });

  it('takes an amount override as typed, with no minimum and no rounding', () => {
    expect(priceOption(4_200_000, rule(), { kind: 'amount', cents: 50_050 }).price_cents).toBe(
      4_250_050,
    );
  });

  it('rounds a percentage override up, without the rule’s minimum', () => {
    // 2.5 % of $10,000 is $250: below the $1,500 minimum, kept.
    expect(priceOption(1_000_000, rule(), { kind: 'percent', percent: 2.5 })).toEqual({
      net_cents: 1_000_000,
      margin_cents: 25_000,
      price_cents: 1_025_000,
    });
    expect(priceOption(1_000_001, rule(), { kind: 'percent', percent: 2.5 }).price_cents).toBe(
      1_025_100,
    );
  });

  it('stays exact past 2^53 in the product', () => {
    // $900 million at 99.99 %: the product of cents and basis points passes 2^53.
    const priced = priceOption(90_000_000_000, rule({ percent: 99.99, rounding_cents: 0 }));
    expect(priced.margin_cents).toBe(89_991_000_000);
  });
});

describe('roundUp', () => {
  it('leaves a multiple as it is', () => {
    expect(roundUp(4_500_000, 100)).toBe(4_500_000);
    expect(roundUp(4_500_001, 100)).toBe(4_500_100);
  });
});

describe('marginRule', () => {
  it('refuses a percent past 100, a negative minimum and an unknown step, all at once', () => {
    const result = marginRule.safeParse({ percent: 101, minimum_cents: -1, rounding_cents: 50 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'minimum_cents',
      'percent',
      'rounding_cents',
    ]);
  });
});
