import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { lazy, Suspense } from 'react';
import type { StartContentResponse } from '@citygames/contracts/polish120/start.schema';
import { START_ANSWER_MAX_LENGTH } from '@citygames/contracts/polish120/start.rules';
import { queryKeys } from '../../query-keys';
import { apiErrorText } from '../../shared/api-error-text';
import { RichText } from '../../shared/components/RichText';
import { ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { useOpenedOnce } from '@citygames/web-kit/use-opened-once';
import { TEXTS } from '../../texts';
import { startApi } from './api/start-api';
import { RevealedStart } from './components/RevealedStart';
import { useStartAnswer } from './hooks/use-start-answer';

// The format alert (and antd-mobile's dialog with its animation library) loads when first needed.
const Dialog = lazy(() => import('antd-mobile/es/components/dialog'));

/** The start tab: the first question, then the answer text, calibration and the second question. */
export function StartTab({ onGoSubmit }: { onGoSubmit?: (() => void) | undefined }) {
  const start = useQuery({ queryKey: queryKeys.start, queryFn: startApi.startContent });

  if (start.isPending) return <LoadingLine />;
  if (start.isError) return <ErrorPanel message={apiErrorText(start.error)} onRetry={() => void start.refetch()} />;
  return <StartCard content={start.data} onGoSubmit={onGoSubmit} />;
}

function StartCard({ content, onGoSubmit }: { content: StartContentResponse; onGoSubmit?: (() => void) | undefined }) {
  const format = content.answerFormat;
  const quiz = useStartAnswer(format);
  const alertOpened = useOpenedOnce(quiz.formatAlert !== null);

  return (
    <section className="p120-card" aria-label={TEXTS.tabs.start}>
      <h2 className="p120-card__title">{TEXTS.start.title}</h2>
      <RichText html={content.questionHtml} className="p120-question" />
      {content.started || content.answered ? (
        <>
          {content.started && <p className="p120-note">{TEXTS.start.startedNote}</p>}
          <RevealedStart content={content} onGoSubmit={content.started ? onGoSubmit : undefined} />
          {!content.started && (
            <Button color="primary" block loading={quiz.busy} loadingText={TEXTS.start.starting} onClick={() => void quiz.confirmStart()}>
              {TEXTS.start.startButton}
            </Button>
          )}
        </>
      ) : (
        <div className="p120-inline-form">
          <Input
            className="p120-input p120-input--wide-letters"
            value={quiz.answer}
            onChange={quiz.setAnswer}
            placeholder={format?.placeholder ?? TEXTS.start.placeholder}
            aria-label={format?.placeholder ?? TEXTS.start.placeholder}
            maxLength={format?.length ?? START_ANSWER_MAX_LENGTH}
            onEnterPress={() => void quiz.submit()}
          />
          <Button color="primary" loading={quiz.busy} loadingText={TEXTS.start.submitting} onClick={() => void quiz.submit()}>
            {TEXTS.start.submit}
          </Button>
        </div>
      )}
      {quiz.message && (
        <p className="p120-message p120-message--error" role="alert">
          {quiz.message}
        </p>
      )}
      {alertOpened && (
        <Suspense fallback={null}>
          <Dialog
            visible={quiz.formatAlert !== null}
            content={quiz.formatAlert}
            closeOnAction
            onClose={quiz.closeFormatAlert}
            actions={[{ key: 'ok', text: TEXTS.common.ok }]}
          />
        </Suspense>
      )}
    </section>
  );
}
