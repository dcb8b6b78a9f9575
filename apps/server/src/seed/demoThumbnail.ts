import { createHash } from 'node:crypto';
import { getItemFamily } from '@plaza/core';

/** Background and ink of each family's thumbnail; every pair is readable at a glance. */
const PALETTE: Readonly<Record<string, readonly [string, string]>> = {
  dataset: ['#0b5a6b', '#9fe3ef'],
  map: ['#2f5d2a', '#b9e6a3'],
  app: ['#4b2f7a', '#d3c1f5'],
  document: ['#7a3d12', '#f7cfa8'],
  project: ['#1f3f73', '#b5cdf7'],
  initiative: ['#7a1f4b', '#f7b5d3'],
  site: ['#0b3d4a', '#a7dde8'],
  page: ['#3d4a0b', '#dde8a7'],
};

const MOTIF: Readonly<Record<string, (ink: string, r: () => number) => string>> = {
  dataset: (ink) =>
    [0, 1, 2, 3, 4]
      .map((row) =>
        [0, 1, 2, 3]
          .map(
            (col) =>
              `<rect x="${120 + col * 42}" y="${70 + row * 26}" width="38" height="20" rx="2" fill="${ink}" opacity="${row === 0 ? 1 : 0.55}"/>`,
          )
          .join(''),
      )
      .join(''),
  map: (ink, r) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M${40 + i * 10} ${200 - i * 30} C ${120 + r() * 60} ${120 - i * 20}, ${220 + r() * 60} ${220 - i * 30}, ${360 - i * 10} ${110 - i * 10}" stroke="${ink}" stroke-width="${6 - i}" fill="none" opacity="0.8"/>`,
      )
      .join('') + `<circle cx="${150 + r() * 100}" cy="${110 + r() * 40}" r="12" fill="${ink}"/>`,
  app: (ink) =>
    `<rect x="100" y="60" width="200" height="146" rx="10" fill="none" stroke="${ink}" stroke-width="8"/>` +
    `<rect x="100" y="60" width="200" height="28" rx="8" fill="${ink}"/>` +
    `<rect x="118" y="104" width="70" height="84" rx="4" fill="${ink}" opacity="0.6"/>` +
    `<rect x="200" y="104" width="82" height="18" rx="4" fill="${ink}" opacity="0.6"/>` +
    `<rect x="200" y="132" width="82" height="18" rx="4" fill="${ink}" opacity="0.6"/>`,
  document: (ink) =>
    `<path d="M140 40 h95 l45 45 v145 h-140 z" fill="none" stroke="${ink}" stroke-width="8"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="160" y="${100 + i * 22}" width="${i % 2 ? 70 : 100}" height="9" rx="4" fill="${ink}"/>`)
      .join(''),
  project: (ink) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${90 + i * 45}" y="${70 + i * 36}" width="${130 - i * 10}" height="22" rx="11" fill="${ink}" opacity="${1 - i * 0.15}"/>`,
      )
      .join(''),
  initiative: (ink) =>
    `<path d="M200 45 l28 62 l67 7 l-50 45 l14 66 l-59 -34 l-59 34 l14 -66 l-50 -45 l67 -7 z" fill="${ink}"/>`,
  site: (ink) =>
    `<circle cx="200" cy="133" r="80" fill="none" stroke="${ink}" stroke-width="8"/>` +
    `<ellipse cx="200" cy="133" rx="34" ry="80" fill="none" stroke="${ink}" stroke-width="6"/>` +
    `<path d="M120 133 h160 M132 93 h136 M132 173 h136" stroke="${ink}" stroke-width="6"/>`,
  page: (ink) =>
    `<rect x="110" y="50" width="180" height="166" rx="6" fill="none" stroke="${ink}" stroke-width="8"/>` +
    `<rect x="130" y="72" width="140" height="40" rx="4" fill="${ink}"/>`,
};

/**
 * A thumbnail for a demo item: an SVG (400×266, the portal's 3:2) drawn from the item's family with a pattern
 * varied by its key, so every item looks like itself without shipping image files. Deterministic.
 *
 * @example
 * const svg = demoThumbnail('Feature Service', 'riverside|street-trees');
 */
export function demoThumbnail(type: string, key: string): string {
  const family = getItemFamily(type);
  const [background, ink] = PALETTE[family] ?? PALETTE.dataset!;
  const draw = MOTIF[family] ?? MOTIF.dataset!;
  const random = seededRandom(key);
  const dots = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${Math.round(random() * 400)}" cy="${Math.round(random() * 266)}" r="${Math.round(2 + random() * 5)}" fill="${ink}" opacity="0.25"/>`,
  ).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="266" viewBox="0 0 400 266">' +
    `<rect width="400" height="266" fill="${background}"/>${dots}${draw(ink, random)}</svg>`
  );
}

/** A small deterministic generator seeded by a string (no `Math.random` in seeds). */
function seededRandom(seed: string): () => number {
  const digest = createHash('sha256').update(seed).digest();
  let state = digest.readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}
