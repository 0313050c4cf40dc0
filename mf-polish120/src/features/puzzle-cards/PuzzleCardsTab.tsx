import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../query-keys';
import { puzzleCardsApi } from './api/puzzle-cards-api';
import { LoadingImage } from '../../shared/components/LoadingImage';
import { RichText } from '../../shared/components/RichText';
import { EmptyLine, ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';

/** The puzzle-PZ tab: the cards PZA–PZD the team has unlocked (the server sends no other). */
export function PuzzleCardsTab() {
  const cards = useQuery({ queryKey: queryKeys.puzzleCards, queryFn: puzzleCardsApi.puzzleCards, refetchInterval: 30_000 });

  if (cards.isPending) return <LoadingLine />;
  if (cards.isError) return <ErrorPanel message={TEXTS.puzzles.fetchFailed} onRetry={() => void cards.refetch()} />;
  if (cards.data.length === 0) {
    return (
      <section className="p120-card" aria-label={TEXTS.tabs.puzzles}>
        <EmptyLine text={TEXTS.puzzles.none} />
      </section>
    );
  }
  return (
    <div className="p120-cards">
      {cards.data.map((card) => (
        <article key={card.code} className="p120-card p120-pz" aria-label={card.code}>
          <header className="p120-pz__header">
            <span className="p120-pz__code">{card.code}</span>
            <h2 className="p120-card__title">{card.title}</h2>
          </header>
          <RichText html={card.contentHtml} />
          {card.images.map((image, index) => (
            <LoadingImage key={`${card.code}-${index}`} src={image.src} alt={image.alt} caption={image.caption} />
          ))}
        </article>
      ))}
    </div>
  );
}
