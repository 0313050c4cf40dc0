import Button from 'antd-mobile/es/components/button';
import type { FormEvent } from 'react';
import type { TaskProgressEntry } from '@citygames/contracts/pilotsh/task.schema';
import { ANSWER_MAX_LENGTH } from '@citygames/contracts/common/answer.rules';
import { TEXTS } from '../../../texts';
import type { TaskSelection } from '../hooks/use-task-selection';
import { TaskContent } from './TaskContent';

const T = TEXTS.submit;

interface AnswerFormProps {
  available: TaskProgressEntry[];
  selection: TaskSelection;
  onTaskChanged: () => void;
  onSubmit: (event: FormEvent) => void;
  onCheckBan: () => void;
  isSubmitting: boolean;
  isCheckingBan: boolean;
  isBanned: boolean;
}

/** The open task to answer, the answer, and the submit and ban-status buttons. */
export function AnswerForm({ available, selection, onTaskChanged, onSubmit, onCheckBan, isSubmitting, isCheckingBan, isBanned }: AnswerFormProps) {
  const { taskId, setTaskId, answer, setAnswer, selectedTask } = selection;
  return (
    <form onSubmit={onSubmit} noValidate>
      <label className="ps-field">
        <span className="ps-field__label">{T.taskLabel}</span>
        <select
          className="ps-select"
          value={taskId}
          onChange={(event) => {
            setTaskId(event.target.value);
            onTaskChanged();
          }}
          aria-label={T.taskLabel}
        >
          <option value="">{T.taskPlaceholder}</option>
          {available.map((task) => (
            <option key={task.taskId} value={task.taskId}>
              {task.taskId} · {task.name}
            </option>
          ))}
        </select>
      </label>
      {selectedTask && <TaskContent task={selectedTask} />}
      <label className="ps-field">
        <span className="ps-field__label">{T.answerLabel}</span>
        <input
          className="ps-input"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          disabled={!taskId}
          placeholder={T.answerPlaceholder}
          aria-label={T.answerLabel}
          maxLength={ANSWER_MAX_LENGTH}
          required
          autoComplete="off"
        />
      </label>
      <div className="ps-actions">
        <Button type="submit" color="primary" loading={isSubmitting} disabled={isBanned}>
          {T.submit}
        </Button>
        <Button type="button" onClick={onCheckBan} loading={isCheckingBan}>
          {T.checkBan}
        </Button>
      </div>
    </form>
  );
}
