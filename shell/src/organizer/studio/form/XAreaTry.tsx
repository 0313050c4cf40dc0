import { useState } from 'react';
import { isAreaAnswer, isNearMissOf, matchesStation } from '@citygames/contracts/polish120/x-answers.rules';
import { xStationsOf } from './x-area-words';

/** What the X area would answer a guess, judged by the same rules as the service: area, near miss, or which station. */
export function XAreaTry({ value }: { value: unknown }) {
  const [guess, setGuess] = useState('');
  const area = typeof value === 'object' && value !== null ? (value as { stage1?: { answers?: unknown; nearMisses?: unknown } }) : {};
  const words = (list: unknown) => (Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : []);
  const station = xStationsOf(value).findIndex((entry) => matchesStation(guess, entry.answers));
  const verdict = isAreaAnswer(guess, words(area.stage1?.answers))
    ? '✓ 阶段 1 算对：找到了 X 区域'
    : station >= 0
      ? `✓ 阶段 2 算对：站点 ${station + 1} 的站名`
      : isNearMissOf(guess, words(area.stage1?.nearMisses))
        ? '≈ 阶段 1 提示「很接近了」'
        : '✗ 不算对';
  return (
    <label className="st-inline">
      <span>试一试：</span>
      <input value={guess} placeholder="输入队伍可能的回答" onChange={(event) => setGuess(event.target.value)} />
      {guess && <span className={verdict.startsWith('✗') ? 'st-no' : 'st-yes'}>{verdict}</span>}
    </label>
  );
}
