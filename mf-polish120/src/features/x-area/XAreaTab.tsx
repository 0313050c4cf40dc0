import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { MAX_X_STAGE } from '@citygames/contracts/polish120/x-area.rules';
import { queryKeys } from '../../query-keys';
import { AttemptsCounter } from '@citygames/web-kit/answer/AttemptsCounter';
import { BanNotice } from '@citygames/web-kit/answer/BanNotice';
import { ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';
import { xAreaApi } from './api/x-area-api';
import { useStageGuess } from './api/use-stage-guess';
import { StageView } from './components/StageView';
import { useGuessLimit } from './hooks/use-guess-limit';
import { clampStage, readViewedStage, writeViewedStage } from './viewed-stage-store';

/** The X-area tab: stages 0–4, browsed with arrows up to the team's max stage. */
export function XAreaTab() {
  const queryClient = useQueryClient();
  const xArea = useQuery({ queryKey: queryKeys.xArea, queryFn: xAreaApi.xArea, refetchInterval: 20_000 });
  const maxStage = xArea.data?.maxStage ?? 0;
  const [viewed, setViewed] = useState<number | null>(null);
  const stageGuess = useStageGuess();
  const guess = useGuessLimit(xArea.data?.guessLimit, xArea.dataUpdatedAt, () => void queryClient.invalidateQueries({ queryKey: queryKeys.xArea }));

  useEffect(() => {
    if (!xArea.data) return;
    setViewed((current) => (current === null ? readViewedStage(xArea.data.maxStage) : clampStage(current, xArea.data.maxStage)));
  }, [xArea.data]);

  if (xArea.isPending || viewed === null) {
    return xArea.isError ? <ErrorPanel message={TEXTS.xArea.fetchFailed} onRetry={() => void xArea.refetch()} /> : <LoadingLine />;
  }
  if (xArea.isError) return <ErrorPanel message={TEXTS.xArea.fetchFailed} onRetry={() => void xArea.refetch()} />;

  const show = (stage: number) => {
    const next = clampStage(stage, maxStage);
    setViewed(next);
    writeViewedStage(next);
  };

  // At stage 0 every conversion asks the server whether it found the special character (not during a ban).
  const onConverted = (hex: string) => {
    if (maxStage !== 0 || guess.banned) return;
    stageGuess.mutate({ stage: 1, key: hex }, { onSuccess: (result) => guess.report(result), onError: (error) => guess.reportError(error) });
  };

  return (
    <section className="p120-card p120-x" aria-label={TEXTS.tabs.xArea}>
      <nav className="p120-x__nav">
        <Button size="small" color="primary" fill="outline" disabled={viewed <= 0} onClick={() => show(viewed - 1)} aria-label={TEXTS.xArea.previous}>
          ◀
        </Button>
        <strong className="p120-x__label">{TEXTS.xArea.stageLabel(viewed)}</strong>
        <Button size="small" color="primary" fill="outline" disabled={viewed >= maxStage} onClick={() => show(viewed + 1)} aria-label={TEXTS.xArea.next}>
          ▶
        </Button>
      </nav>
      {viewed < maxStage && (
        <p className="p120-message p120-message--success" role="status">
          {TEXTS.xArea.nextStageHint}
        </p>
      )}
      {viewed === maxStage && maxStage < MAX_X_STAGE && (
        <>
          <AttemptsCounter used={guess.wrongAttempts} max={guess.maxWrongAttempts} />
          <BanNotice remainingSeconds={guess.remainingSeconds} message={guess.message} title={TEXTS.xArea.banTitle} />
        </>
      )}
      <div className="p120-x__stage">
        <StageView stage={viewed} view={xArea.data} guess={guess} onConverted={onConverted} />
      </div>
    </section>
  );
}
