import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ScratchCard } from '@citygames/web-kit/scratch-card/ScratchCard';
import { HOME_PATH } from '../../paths';
import { apiErrorText } from '../../shared/api-error-text';
import { ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';
import { useTeamScratch } from './hooks/use-team-scratch';
import '../../shared/polish120.css';

/**
 * /polish120/tasks/scratch: the team's scratch cards. Each team may draw the pack's number of cards,
 * shared by its members; the latest card stays under a cover until scratched, and the next one can
 * be drawn once it is revealed and while the team has cards left.
 */
export default function ScratchPage() {
  const navigate = useNavigate();
  const { status, draw } = useTeamScratch();
  const [revealedCard, setRevealedCard] = useState(0);

  const body = (() => {
    if (status.isPending) return <LoadingLine text={TEXTS.scratch.loading} />;
    if (status.isError) return <ErrorPanel message={apiErrorText(status.error)} onRetry={() => void status.refetch()} />;
    const { cardsPerTeam, remaining, cards } = status.data;
    const latest = cards.at(-1);
    const revealed = latest !== undefined && revealedCard === latest.card;
    const canDraw = remaining > 0 && (latest === undefined || revealed) && !draw.isPending;
    return (
      <>
        <p className="p120-note">{TEXTS.scratch.rule(cardsPerTeam)}</p>
        {latest && (
          <div className="cg-scratch-game">
            <p className="cg-scratch-game__hint" role="status">
              {revealed ? TEXTS.scratch.revealed : TEXTS.scratch.hint}
            </p>
            <ScratchCard round={latest.card} revealed={revealed} onReveal={() => setRevealedCard(latest.card)}>
              <span className="cg-scratch-game__value" data-testid="scratch-value">
                {latest.value}
              </span>
            </ScratchCard>
            <p className="p120-note">{TEXTS.scratch.cardOf(latest.card, latest.drawnBy)}</p>
          </div>
        )}
        {draw.isError && <ErrorPanel message={apiErrorText(draw.error)} />}
        <p className="p120-note" role="status">
          {remaining > 0 ? TEXTS.scratch.remaining(remaining) : TEXTS.scratch.usedUp}
        </p>
        {remaining > 0 && (
          <Button block color="primary" disabled={!canDraw} loading={draw.isPending} loadingText={TEXTS.scratch.drawing} onClick={() => draw.mutate()}>
            {latest ? TEXTS.scratch.next : TEXTS.scratch.first}
          </Button>
        )}
      </>
    );
  })();

  return (
    <section className="p120-card p120-scratch" aria-label={TEXTS.scratch.title}>
      <h2 className="p120-card__title">{TEXTS.scratch.title}</h2>
      {body}
      <Button block fill="outline" onClick={() => navigate(HOME_PATH)}>
        {TEXTS.scratch.back}
      </Button>
    </section>
  );
}
