import { STATION_KEYS } from '@citygames/contracts/polish120/x-area.rules';
import type { AnswerLogSubject } from '@citygames/task-engine/answer-log-csv';
import type { GuessAnswerEntry } from '@citygames/task-engine/guess-answer-log';
import type { StageDecision, StageRequest } from '../domain/x-stage.js';

const X_AREA_KIND = 'X 区域';
/** The stages a key is typed for (stage 4 opens by itself). */
const KEYED_STAGES = [1, 2, 3] as const;

/** What an X-area request answers: a stage's key (by the stage it opens) or a station's name; the feed and the answers CSV name it so. */
export function stageSubjectOf(request: StageRequest): AnswerLogSubject {
  return request.kind === 'station'
    ? { id: `x-area:station:${request.station}`, kind: X_AREA_KIND, name: `X 区域站点 ${request.station}` }
    : { id: `x-area:stage${request.target}`, kind: X_AREA_KIND, name: `X 区域第 ${request.target} 阶段` };
}

/** Every X-area subject the answers CSV lists. */
export const X_AREA_ANSWER_SUBJECTS: readonly AnswerLogSubject[] = [
  ...KEYED_STAGES.map((target) => stageSubjectOf({ kind: 'set', target, key: '' })),
  ...STATION_KEYS.map((station) => stageSubjectOf({ kind: 'station', station, answer: '' })),
];

function rightDetail(decision: Extract<StageDecision, { outcome: 'advance' }>): string {
  const parts = [...(decision.flag ? [`找到站点 ${decision.flag}`] : []), ...(decision.to > decision.from ? [`进入第 ${decision.to} 阶段`] : [])];
  return parts.join('，');
}

/**
 * The answers CSV's entry of a judged X-area guess, without its team, player and verdict: a step forward is right (with where
 * it led), a wrong guess wrong (a near miss says so); a request that changed nothing or was locked was not judged: none.
 */
export function stageAnswerOf(request: StageRequest, decision: StageDecision): Pick<GuessAnswerEntry, 'subject' | 'answer' | 'detail'> | null {
  const subject = stageSubjectOf(request).id;
  const answer = request.kind === 'station' ? request.answer : request.key;
  if (decision.outcome === 'advance') return { subject, answer, detail: rightDetail(decision) || null };
  if (decision.outcome === 'wrong') return { subject, answer, detail: decision.nearMiss ? '很接近' : null };
  return null;
}
