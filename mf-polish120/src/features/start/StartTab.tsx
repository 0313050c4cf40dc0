import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import type { StartContentResponse as StartContent } from '@citygames/contracts/polish120/start.schema';
import { queryKeys } from '../../query-keys';
import { startApi } from './api/start-api';
import { apiErrorCode, apiErrorText } from '../../shared/api-error-text';
import { LoadingImage } from '../../shared/components/LoadingImage';
import { RichText } from '../../shared/components/RichText';
import { ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';
import { matchesStartFormat, START_ANSWER_MAX_LENGTH } from '@citygames/contracts/polish120/start.rules';

type Revealed = Pick<StartContent, 'answerTextHtml' | 'calibrationHtml' | 'referenceImage' | 'secondQuestionHtml'>;

function RevealedStart({ content, onGoSubmit }: { content: Revealed; onGoSubmit?: (() => void) | undefined }) {
  return (
    <div className="p120-start-revealed">
      {content.answerTextHtml && (
        <section className="p120-success-box">
          <h3 className="p120-section-title">{TEXTS.start.correctTitle}</h3>
          <RichText html={content.answerTextHtml} />
        </section>
      )}
      {content.calibrationHtml && (
        <section>
          <h3 className="p120-section-title">{TEXTS.start.calibrationTitle}</h3>
          <RichText html={content.calibrationHtml} />
          {content.referenceImage && <LoadingImage src={content.referenceImage.src} alt={content.referenceImage.alt} caption={content.referenceImage.caption} />}
        </section>
      )}
      {content.secondQuestionHtml && (
        <section>
          <h3 className="p120-section-title">{TEXTS.start.secondQuestionTitle}</h3>
          <RichText html={content.secondQuestionHtml} />
          {onGoSubmit && (
            <Button color="primary" fill="outline" block onClick={onGoSubmit}>
              {TEXTS.start.goSubmit}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

/** The start tab: the first question, then the answer text, calibration and the second question. */
export function StartTab({ onGoSubmit }: { onGoSubmit?: (() => void) | undefined }) {
  const queryClient = useQueryClient();
  const start = useQuery({ queryKey: queryKeys.start, queryFn: startApi.startContent });
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [formatAlert, setFormatAlert] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (start.isPending) return <LoadingLine />;
  if (start.isError) return <ErrorPanel message={apiErrorText(start.error)} onRetry={() => void start.refetch()} />;
  const content = start.data;

  async function startTeam() {
    await startApi.confirmStart();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.start }),
      queryClient.invalidateQueries({ queryKey: queryKeys.teamStatus }),
    ]);
  }

  async function confirmStart() {
    setBusy(true);
    setMessage(null);
    try {
      await startTeam();
    } catch {
      setMessage(TEXTS.start.failed);
    } finally {
      setBusy(false);
    }
  }

  // The pack's format rule (never its answers) comes with the question; the server checks it again.
  const format = content.answerFormat;

  async function submit() {
    if (!answer.trim()) return;
    if (!matchesStartFormat(answer, format)) {
      setFormatAlert(format?.message ?? TEXTS.start.failed);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await startApi.answerStart(answer.trim());
      if (!result.isCorrect) {
        setMessage(result.message);
        return;
      }
      // Only a correct answer on the server lets the team start.
      await startTeam();
    } catch (error) {
      if (apiErrorCode(error) === 'START_FORMAT') setFormatAlert(apiErrorText(error));
      else setMessage(TEXTS.start.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="p120-card" aria-label={TEXTS.tabs.start}>
      <h2 className="p120-card__title">{TEXTS.start.title}</h2>
      <RichText html={content.questionHtml} className="p120-question" />
      {content.started || content.answered ? (
        <>
          {content.started && <p className="p120-note">{TEXTS.start.startedNote}</p>}
          <RevealedStart content={content} onGoSubmit={content.started ? onGoSubmit : undefined} />
          {!content.started && (
            <Button color="primary" block loading={busy} loadingText={TEXTS.start.starting} onClick={() => void confirmStart()}>
              {TEXTS.start.startButton}
            </Button>
          )}
        </>
      ) : (
        <>
          <div className="p120-inline-form">
            <Input
              className="p120-input p120-input--wide-letters"
              value={answer}
              onChange={setAnswer}
              placeholder={format?.placeholder ?? TEXTS.start.placeholder}
              aria-label={format?.placeholder ?? TEXTS.start.placeholder}
              maxLength={format?.length ?? START_ANSWER_MAX_LENGTH}
              onEnterPress={() => void submit()}
            />
            <Button color="primary" loading={busy} loadingText={TEXTS.start.submitting} onClick={() => void submit()}>
              {TEXTS.start.submit}
            </Button>
          </div>
        </>
      )}
      {message && (
        <p className="p120-message p120-message--error" role="alert">
          {message}
        </p>
      )}
      <Dialog
        visible={formatAlert !== null}
        content={formatAlert}
        closeOnAction
        onClose={() => setFormatAlert(null)}
        actions={[{ key: 'ok', text: TEXTS.common.ok }]}
      />
    </section>
  );
}
