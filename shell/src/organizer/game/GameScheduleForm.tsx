import { useEffect, useState } from 'react';
import type { GameSchedule } from '@citygames/contracts/organizer/game-schedule.schema';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { fetchSchedules, saveSchedule } from '../api/schedule-api';
import { fromLocalInput, SCHEDULE_INPUT_EXAMPLE, toLocalInput } from '../schedule-rules';

const FIELDS = [
  { key: 'opensAt', name: '开放时间', label: '定时开放' },
  { key: 'closesAt', name: '关闭时间', label: '定时关闭' },
  { key: 'freezeAt', name: '封榜时间', label: '封榜（玩家排行榜停在此刻，组织者的名次照常）' },
] as const satisfies readonly { key: keyof GameSchedule; name: string; label: string }[];

type Inputs = Record<keyof GameSchedule, string>;

/** A game's timetable on its overview card: when it opens and closes by itself and when the players' leaderboard freezes. */
export function GameScheduleForm({ game, title }: { game: OrganizerGameId; title: string }) {
  const [inputs, setInputs] = useState<Inputs | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const show = (schedule: GameSchedule) =>
    setInputs({ opensAt: toLocalInput(schedule.opensAt), closesAt: toLocalInput(schedule.closesAt), freezeAt: toLocalInput(schedule.freezeAt) });
  useEffect(() => {
    let current = true;
    fetchSchedules()
      .then((answer) => current && show(answer.schedules[game]))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [game]);
  if (!inputs) return null;
  const save = async () => {
    setOutcome(null);
    const times = { opensAt: fromLocalInput(inputs.opensAt), closesAt: fromLocalInput(inputs.closesAt), freezeAt: fromLocalInput(inputs.freezeAt) };
    const unreadable = FIELDS.find(({ key }) => times[key] === undefined);
    if (unreadable) return setOutcome({ ok: false, text: `${unreadable.name}的格式不对，请写成 ${SCHEDULE_INPUT_EXAMPLE}` });
    try {
      const answer = await saveSchedule(game, { opensAt: times.opensAt ?? null, closesAt: times.closesAt ?? null, freezeAt: times.freezeAt ?? null });
      show(answer.schedules[game]);
      setOutcome({ ok: true, text: '时间已保存（记入操作记录）' });
    } catch (failure) {
      setOutcome({ ok: false, text: failure instanceof Error ? failure.message : '保存失败' });
    }
  };
  return (
    <details className="oc-schedule">
      <summary>定时开放、关闭与封榜</summary>
      {FIELDS.map(({ key, name, label }) => (
        <label key={key} className="oc-field">
          <span>{label}</span>
          <input
            inputMode="numeric"
            placeholder={`例如 ${SCHEDULE_INPUT_EXAMPLE}`}
            aria-label={`${title}的${name}`}
            value={inputs[key]}
            onChange={(event) => setInputs({ ...inputs, [key]: event.target.value })}
          />
        </label>
      ))}
      <p className="oc-muted">按这台电脑的时间填写，留空表示不设。开关按钮优先：手动关闭的游戏到了开放时间也不会开放。</p>
      <button type="button" onClick={() => void save()}>
        保存时间
      </button>
      {outcome && (
        <p className={outcome.ok ? 'oc-ok' : 'oc-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </details>
  );
}
