import { NARROW_PLOT, PLOT, type PlotBox } from '../chartGeometry.ts';

/**
 * The two sizes a chart with axes is drawn at (the card's width shows one, by CSS): wide, and narrow for a phone or a
 * card in a row of three, whose text would shrink to nothing in the wide drawing.
 */
export const CHART_SIZES: readonly {
  readonly size: 'wide' | 'narrow';
  readonly box: PlotBox;
  readonly most: number;
}[] = [
  { size: 'wide', box: PLOT, most: 12 },
  { size: 'narrow', box: NARROW_PLOT, most: 6 },
];
