import { useState } from 'react';
import { isAreaAnswer, isNearMissOf, matchesStation } from '@citygames/contracts/polish120/x-answers.rules';
import { xStationsOf } from './x-area-words';

/** What the X area would answer a guess, judged by the same rules as the service: area, near miss, or which station. */
export function XAreaTry({ value }: { value: unknown }) {
  const [guess, setGuess] = useState('');
  const area = typeof value === 'object' && value !== null ? (value as { stage1?: { answers?: unknown; nearMisses?: unknown } }) : {};
  const words = (list: unknown) => (Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : []);
  const station = xStationsOf(value).findIndex((entry) => matchesStation(guess, entry.answers));
  // A name can be both: a station is a near miss while the team is still looking for the area (stage 1).
  const isArea = isAreaAnswer(guess, words(area.stage1?.answers));
  const verdicts = [
    isArea && '✓ 阶段 1 算对：找到了 X 区域',
    !isArea && isNearMissOf(guess, words(area.stage1?.nearMisses)) && '≈ 阶段 1 提示「很接近了」',
    station >= 0 && `✓ 阶段 2 算对：站点 ${station + 1} 的站名`,
  ].filter((verdict): verdict is string => typeof verdict === 'string');
  const verdict = verdicts.length > 0 ? verdicts.join('；') : '✗ 不算对';
  return (
    <label className="st-inline">
      <span>试一试：</span>
      <input value={guess} placeholder="输入队伍可能的回答" onChange={(event) => setGuess(event.target.value)} />
      {guess && <span className={verdict.startsWith('✗') ? 'st-no' : 'st-yes'}>{verdict}</span>}
    </label>
  );
}
