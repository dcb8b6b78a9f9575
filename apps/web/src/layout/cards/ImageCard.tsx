import type { CardSpec } from '../layoutModel.ts';

type ImageSpec = Extract<CardSpec, { kind: 'image' }>;

/** An image card: the picture with its text alternative, an optional caption and link (URLs sanitised by the loader). */
export function ImageCard({ card }: { card: ImageSpec }) {
  if (!card.src) return null;
  const image = <img src={card.src} alt={card.alt} loading="lazy" decoding="async" />;
  return (
    <figure className="card card--image">
      {card.href ? <a href={card.href}>{image}</a> : image}
      {card.caption ? <figcaption>{card.caption}</figcaption> : null}
    </figure>
  );
}
