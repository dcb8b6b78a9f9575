import { ChartCard } from './cards/ChartCard.tsx';
import { EventListCard } from './cards/EventListCard.tsx';
import { FollowCard } from '../follow/FollowCard.tsx';
import { GalleryCard } from './cards/GalleryCard.tsx';
import { HeroCard } from './cards/HeroCard.tsx';
import { ImageCard } from './cards/ImageCard.tsx';
import { MapCard } from './cards/MapCard.tsx';
import { MarkdownCard } from './cards/MarkdownCard.tsx';
import { StatCard } from './cards/StatCard.tsx';
import { SurveyCard } from './cards/SurveyCard.tsx';
import type { LayoutCard } from './layoutModel.ts';
import type { CardResults } from './cardResults.ts';

/** One card of a layout, by its kind; an unknown kind renders nothing. */
export function LayoutCardView({ card, results }: { card: LayoutCard; results: CardResults | undefined }) {
  const spec = card.card;
  switch (spec.kind) {
    case 'markdown':
      return <MarkdownCard html={spec.html} />;
    case 'image':
      return <ImageCard card={spec} />;
    case 'stat':
      return <StatCard card={spec} stat={results?.stat} />;
    case 'chart':
      return <ChartCard card={spec} value={results?.chart} />;
    case 'gallery':
      return <GalleryCard card={spec} results={results} />;
    case 'map':
      return <MapCard card={spec} results={results} />;
    case 'hero':
      return <HeroCard card={spec} />;
    case 'events':
      return <EventListCard card={spec} results={results} />;
    case 'follow':
      return <FollowCard data={results?.follow} />;
    case 'survey':
      return <SurveyCard results={results} />;
    case 'unknown':
      return null;
  }
}
