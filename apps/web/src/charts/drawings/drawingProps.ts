/** What every chart drawing gets: the values, their words, the summary a screen reader hears, and the number format. */
export interface DrawingProps {
  readonly values: readonly number[];
  readonly labels: readonly string[];
  readonly summary: string;
  readonly number: (n: number) => string;
}
