import { useState } from 'react';
import { normalizeAnswer } from '@citygames/contracts/common/answer.rules';

/**
 * What the answer engine compares: each accepted answer normalised, and a box to try what a player
 * may type (the same `normalizeAnswer` as task-engine).
 */
export function AnswerPreview({ answers }: { answers: readonly unknown[] }) {
  const [attempt, setAttempt] = useState('');
  const accepted = answers.filter((answer): answer is string => typeof answer === 'string');
  const normalised = new Set(accepted.map(normalizeAnswer));
  const tried = normalizeAnswer(attempt);
  return (
    <div className="st-answers" data-testid="answer-preview">
      <p className="oc-muted">
        比较时去掉空格和标点、全角转半角、不分大小写：
        {accepted.map((answer, index) => (
          <code key={index}>{normalizeAnswer(answer) || '（空）'}</code>
        ))}
      </p>
      <label className="st-inline">
        <span>试一试：</span>
        <input value={attempt} placeholder="输入玩家可能的写法" onChange={(event) => setAttempt(event.target.value)} />
        {attempt && (
          <span className={normalised.has(tried) && tried ? 'st-yes' : 'st-no'}>
            {normalised.has(tried) && tried ? `✓ 算对（${tried}）` : `✗ 不算对（${tried || '空'}）`}
          </span>
        )}
      </label>
    </div>
  );
}
