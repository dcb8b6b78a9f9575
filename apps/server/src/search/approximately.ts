/**
 * An estimate as it is shown: rounded to two significant digits (a sample of a few hundred matches is not more
 * precise than that), never below `atLeast` (what is known for sure).
 *
 * @example
 * approximately(32_417); // 32_000
 * approximately(1_049, 1_001); // 1_100: more than 1,000 is known
 */
export function approximately(estimate: number, atLeast = 0): number {
  const value = Math.max(estimate, atLeast, 0);
  if (value < 100) return Math.ceil(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  const rounded = Math.round(value / step) * step;
  return rounded >= atLeast ? rounded : Math.ceil(atLeast / step) * step;
}
