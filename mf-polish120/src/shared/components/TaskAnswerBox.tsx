import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { ANSWER_MAX_LENGTH } from '@citygames/contracts/common/answer.rules';
import { AttemptsCounter } from '@citygames/web-kit/answer/AttemptsCounter';
import { BanNotice } from '@citygames/web-kit/answer/BanNotice';
import { WrongAttemptList } from '@citygames/web-kit/answer/WrongAttemptList';
import { PendingAnswersList } from '@citygames/web-kit/offline/PendingAnswersList';
import { TEXTS } from '../../texts';
import { useTaskAnswer, type SolvedNotice } from '../hooks/use-task-answer';
import { RichText } from './RichText';

export type { SolvedNotice };

interface TaskAnswerBoxProps {
  /** The selected task; null disables the answer field. */
  taskId: string | null;
  /** False when the selected task is not among the tasks that can be completed (ban query: 'task info not found'). */
  taskKnown?: boolean;
  answer: string;
  onAnswerChange: (answer: string) => void;
  /**
   * After a correct answer, with the server's message and the task's hint; the caller shows them
   * (the task leaves the list it was picked from). Without it the box shows them itself.
   */
  onSolved?: (solved: SolvedNotice) => void;
  showBanQuery?: boolean;
}

/** The answer field of one task with its result message, attempts n/5, ban countdown, hint and this browser's wrong answers. */
export function TaskAnswerBox({ taskId, taskKnown = true, answer, onAnswerChange, onSolved, showBanQuery = true }: TaskAnswerBoxProps) {
  const box = useTaskAnswer({ taskId, taskKnown, answer, onAnswerChange, onSolved });

  return (
    <div className="p120-answer">
      <label className="p120-field">
        <span className="p120-field__label">{TEXTS.submit.answerLabel}</span>
        <Input
          className="p120-input"
          value={answer}
          onChange={onAnswerChange}
          disabled={!taskId}
          placeholder={taskId ? TEXTS.submit.answerPlaceholder : TEXTS.submit.answerDisabledPlaceholder}
          onEnterPress={() => void box.submit()}
          aria-label={TEXTS.submit.answerLabel}
          maxLength={ANSWER_MAX_LENGTH}
          clearable
        />
      </label>
      <div className="p120-actions">
        <Button
          color="primary"
          block
          loading={box.busy === 'submit'}
          loadingText={TEXTS.submit.submitting}
          disabled={!taskId || box.busy !== null}
          onClick={() => void box.submit()}
        >
          {TEXTS.submit.submit}
        </Button>
        {showBanQuery && (
          <Button
            block
            color="primary"
            fill="outline"
            loading={box.busy === 'ban'}
            loadingText={TEXTS.submit.querying}
            disabled={box.busy !== null}
            onClick={() => void box.queryBan()}
          >
            {TEXTS.submit.queryBan}
          </Button>
        )}
      </div>

      {box.message && (
        <p className={`p120-message p120-message--${box.message.tone}`} role={box.message.tone === 'error' ? 'alert' : 'status'}>
          {box.message.text}
        </p>
      )}
      <PendingAnswersList queue={box.pending} />
      <AttemptsCounter used={box.wrongAttempts} max={box.maxAttempts} />
      <BanNotice remainingSeconds={box.remainingSeconds} />
      {box.hintHtml && (
        <section className="p120-hint" aria-label={TEXTS.submit.hintTitle}>
          <h3 className="p120-hint__title">{TEXTS.submit.hintTitle}</h3>
          <RichText html={box.hintHtml} />
        </section>
      )}
      {taskId && <WrongAttemptList records={box.wrongRecords} />}
    </div>
  );
}
