import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { AREA_ANSWER_MAX_LENGTH } from '@citygames/contracts/polish120/x-area.rules';
import { isOnline } from '@citygames/web-kit/offline/online-status';
import { PendingAnswersList } from '@citygames/web-kit/offline/PendingAnswersList';
import { keptAnswerMessage } from '@citygames/web-kit/offline/kept-answer-message';
import { currentAccount } from '@citygames/web-kit/offline/pending-answer-store';
import { deliveryOutcomeOf, usePendingAnswers, type DeliveryOutcome } from '@citygames/web-kit/offline/use-pending-answers';
import { useStageGuess } from '../api/use-stage-guess';
import { TEXTS } from '../../../texts';
import type { GuessLimitView } from '../hooks/use-guess-limit';

/** The one guess of stage 1 → 2 that waits while offline (a newer guess replaces it). */
const AREA_GUESS_TARGET = 'stage-2';

/** Stage 1 → 2: which X area is it? Empty answers are ignored; the server judges, near misses included. */
export function AreaQuestion({ guess }: { guess: GuessLimitView }) {
  const stageGuess = useStageGuess();
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [nearMiss, setNearMiss] = useState<string | null>(null);

  // a guess typed offline is sent by itself once the phone is back, judged like any guess
  const pending = usePendingAnswers('polish120', 'x-area', ({ answer: given }) => send(given, true));

  async function submit() {
    const given = answer.trim();
    if (!given || guess.banned) return;
    if (!isOnline()) {
      pending.save(AREA_GUESS_TARGET, given);
      setAnswer('');
      return;
    }
    await send(given);
  }

  /** Sends one guess and shows the verdict; 'not-sent' when the server gave no outcome (then it is kept, see use-task-answer). */
  async function send(given: string, fromQueue = false): Promise<DeliveryOutcome> {
    setMessage(null);
    const account = currentAccount('polish120');
    try {
      const result = await stageGuess.mutateAsync({ stage: 2, key: given });
      if (!fromQueue) pending.settle(AREA_GUESS_TARGET, account);
      guess.report(result);
      if (result.nearMiss) setNearMiss(result.message);
      else if (!result.isCorrect && !result.isBanned) setMessage(result.message);
      else setAnswer('');
      return 'delivered';
    } catch (error) {
      const outcome = deliveryOutcomeOf(error);
      if (outcome === 'not-sent') {
        if (!fromQueue) pending.save(AREA_GUESS_TARGET, given, account);
        setAnswer('');
        setMessage(keptAnswerMessage(error));
        return outcome;
      }
      if (!fromQueue) pending.settle(AREA_GUESS_TARGET, account);
      if (!guess.reportError(error)) setMessage(TEXTS.xArea.saveFailed);
      return outcome;
    }
  }

  return (
    <div className="p120-x-question">
      <div className="p120-inline-form">
        <Input
          className="p120-input"
          value={answer}
          onChange={setAnswer}
          placeholder={TEXTS.xArea.areaPlaceholder}
          aria-label={TEXTS.xArea.areaPlaceholder}
          onEnterPress={() => void submit()}
          maxLength={AREA_ANSWER_MAX_LENGTH}
        />
        <Button color="primary" loading={stageGuess.isPending} disabled={guess.banned} onClick={() => void submit()}>
          {TEXTS.xArea.areaSubmit}
        </Button>
      </div>
      <PendingAnswersList queue={pending} describe={() => TEXTS.xArea.areaPendingLabel} />
      {message && (
        <p className="p120-message p120-message--error" role="alert">
          {message}
        </p>
      )}
      <Dialog visible={nearMiss !== null} content={nearMiss} closeOnAction onClose={() => setNearMiss(null)} actions={[{ key: 'ok', text: TEXTS.common.ok }]} />
    </div>
  );
}
