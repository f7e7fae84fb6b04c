// A client's price from an operator's net, in integer minor units of the trip's currency:
// net + the margin (the rule's, or the broker's own on an option), rounded up to the rule's
// step. BigInt where a product could pass 2^53; never a float on money.
import type { MarginOverride, MarginRule } from '../rpc/local/proposal';

export interface Priced {
  net_cents: number;
  margin_cents: number;
  price_cents: number;
}

/** `cents × percent / 100`, rounded up to a cent; percent has at most two decimals. */
function percentOf(cents: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  const product = BigInt(cents) * basisPoints;
  const whole = product / 10000n;
  return Number(product % 10000n === 0n ? whole : whole + 1n);
}

/** `cents` rounded up to a multiple of `step` (0: as it is). */
export function roundUp(cents: number, step: number): number {
  if (step === 0) return cents;
  return Math.ceil(cents / step) * step;
}

/**
 * The price of one option. The rule: net + max(net × percent, minimum), rounded up. An
 * override replaces the margin: an amount is taken as the broker typed it (no rounding: they
 * named the figure); a percentage is rounded up like the rule's, without its minimum.
 */
export function priceOption(
  netCents: number,
  rule: MarginRule,
  override: MarginOverride | null = null,
): Priced {
  let price: number;
  if (override?.kind === 'amount') price = netCents + override.cents;
  else if (override?.kind === 'percent') {
    price = roundUp(netCents + percentOf(netCents, override.percent), rule.rounding_cents);
  } else {
    const margin = Math.max(percentOf(netCents, rule.percent), rule.minimum_cents);
    price = roundUp(netCents + margin, rule.rounding_cents);
  }
  return { net_cents: netCents, margin_cents: price - netCents, price_cents: price };
}
