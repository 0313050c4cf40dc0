import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { STATION_ANSWER_MAX_LENGTH, type StationKey } from '@citygames/contracts/polish120/x-area.rules';
import type { XAreaResponse as XAreaView } from '@citygames/contracts/polish120/x-area.schema';
import { isOnline } from '@citygames/web-kit/offline/online-status';
import { PendingAnswersList } from '@citygames/web-kit/offline/PendingAnswersList';
import { keptAnswerMessage } from '@citygames/web-kit/offline/kept-answer-message';
import { currentAccount } from '@citygames/web-kit/offline/pending-answer-store';
import { deliveryOutcomeOf, usePendingAnswers, type DeliveryOutcome } from '@citygames/web-kit/offline/use-pending-answers';
import { useStageGuess } from '../api/use-stage-guess';
import { RichText } from '../../../shared/components/RichText';
import { TEXTS } from '../../../texts';
import type { GuessLimitView } from '../hooks/use-guess-limit';

type Stations = NonNullable<XAreaView['stage2']>;

function StationRow({ station, guess }: { station: Stations['stations'][number]; guess: GuessLimitView }) {
  const stageGuess = useStageGuess();
  const [answer, setAnswer] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  // a station typed offline is sent by itself once the phone is back, judged like any answer
  const pending = usePendingAnswers('polish120', `x-station:${station.key}`, ({ answer: given }) => send(station.key, given, true));

  async function submit(key: StationKey) {
    const given = answer.trim();
    if (!given || guess.banned) return;
    if (!isOnline()) {
      pending.save(key, given);
      setAnswer('');
      return;
    }
    await send(key, given);
  }

  /** Sends one station answer and shows the verdict; 'not-sent' when the server gave no outcome (then it is kept, see use-task-answer). */
  async function send(key: StationKey, given: string, fromQueue = false): Promise<DeliveryOutcome> {
    setMessage(null);
    const account = currentAccount('polish120');
    try {
      const result = await stageGuess.mutateAsync({ station: key, answer: given });
      if (!fromQueue) pending.settle(key, account);
      guess.report(result);
      setMessage(result.isBanned ? null : { text: result.message, error: !result.isCorrect });
      return 'delivered';
    } catch (error) {
      const outcome = deliveryOutcomeOf(error);
      if (outcome === 'not-sent') {
        if (!fromQueue) pending.save(key, given, account);
        setAnswer('');
        setMessage({ text: keptAnswerMessage(error), error: false });
        return outcome;
      }
      if (!fromQueue) pending.settle(key, account);
      setMessage(guess.reportError(error) ? null : { text: TEXTS.xArea.saveFailed, error: true });
      return outcome;
    }
  }

  return (
    <li className="p120-station">
      <span className="p120-station__label">{station.label}</span>
      {station.solved ? (
        <span className="p120-station__solved">
          ✓ {station.answer} <small>{TEXTS.xArea.stationSolved}</small>
        </span>
      ) : (
        <div className="p120-inline-form">
          <Input
            className="p120-input"
            value={answer}
            onChange={setAnswer}
            placeholder={TEXTS.xArea.stationPlaceholder}
            aria-label={`${station.key} ${TEXTS.xArea.stationPlaceholder}`}
            onEnterPress={() => void submit(station.key)}
            maxLength={STATION_ANSWER_MAX_LENGTH}
          />
          <Button color="primary" size="small" loading={stageGuess.isPending} disabled={guess.banned} onClick={() => void submit(station.key)}>
            {TEXTS.xArea.stationSubmit}
          </Button>
        </div>
      )}
      <PendingAnswersList queue={pending} describe={() => station.label} />
      {message && (
        <p className={`p120-message ${message.error ? 'p120-message--error' : 'p120-message--success'}`} role="status">
          {message.text}
        </p>
      )}
    </li>
  );
}

/** Stage 2 → 3 → 4: the four station names, each checked on the server. */
export function StationsForm({ stations, guess }: { stations: Stations; guess: GuessLimitView }) {
  return (
    <section className="p120-stations" aria-label={TEXTS.xArea.stationsTitle}>
      <h3 className="p120-section-title">{TEXTS.xArea.stationsTitle}</h3>
      <RichText html={stations.hintHtml} className="p120-note" />
      <ul className="p120-station-list">
        {stations.stations.map((station) => (
          <StationRow key={station.key} station={station} guess={guess} />
        ))}
      </ul>
    </section>
  );
}
