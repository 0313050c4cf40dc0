import { useEffect, useState } from 'react';
import { banLabel, CORRECTION_POINTS_MAX, CORRECTION_REASON_MAX_LENGTH } from '@citygames/contracts/organizer/corrections.rules';
import type { TeamBan } from '@citygames/contracts/organizer/corrections.schema';
import { ANSWER_LOG_GAMES, type RosterGameId } from '@citygames/contracts/organizer/games.rules';
import type { RosterTeam } from '@citygames/contracts/organizer/roster.schema';
import type { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { correctionsApi } from '../api/corrections-api';
import { CORRECTION_FORM_TEXTS as TEXTS } from '../corrections-texts';
import { beijingClock } from '../format';
import type { RosterAct } from '../hooks/use-roster';

type TaskAction = keyof typeof TEXTS.actions;

/** The reason every correction carries onto the record. */
function CorrectionReason({ label, value, onChange }: { label: string; value: string; onChange: (reason: string) => void }) {
  return (
    <input
      aria-label={label}
      placeholder={TEXTS.reasonPlaceholder}
      value={value}
      maxLength={CORRECTION_REASON_MAX_LENGTH}
      onChange={(event) => onChange(event.target.value)}
      className="oc-correction-reason"
    />
  );
}

/** A form of a team's corrections: `changes` counts the corrections made here, so each form reads its list again after any. */
interface CorrectionFormProps {
  game: RosterGameId;
  team: RosterTeam;
  act: RosterAct;
  changes: number;
  onChanged: () => void;
}

function PointsForm({ game, team, act }: { game: RosterGameId; team: RosterTeam; act: RosterAct }) {
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const send = (sign: 1 | -1) => {
    const amount = sign * Math.abs(Math.trunc(Number(points)));
    const unit = TEXTS.unit(game);
    const done = sign > 0 ? `已给「${team.name}」加 ${Math.abs(amount)} ${unit}` : `已扣除「${team.name}」${Math.abs(amount)} ${unit}`;
    void act(() => correctionsApi(game).points(team.id, amount, reason), done, [team.id]).then((accepted) => {
      if (!accepted) return;
      setPoints('');
      setReason('');
    });
  };
  return (
    <div className="oc-inline oc-correction-row">
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={CORRECTION_POINTS_MAX}
        aria-label={TEXTS.pointsLabel(team.name)}
        placeholder={TEXTS.unit(game)}
        value={points}
        onChange={(event) => setPoints(event.target.value)}
        className="oc-correction-points"
      />
      <CorrectionReason label={TEXTS.reasonLabel(team.name)} value={reason} onChange={setReason} />
      <button type="button" className="oc-primary" onClick={() => send(1)}>
        {TEXTS.award}
        {TEXTS.unit(game)}
      </button>
      <button type="button" className="oc-link-danger" onClick={() => send(-1)}>
        {TEXTS.deduct}
        {TEXTS.unit(game)}
      </button>
    </div>
  );
}

function TaskForm({ game, team, act, changes, onChanged }: CorrectionFormProps) {
  const [grid, setGrid] = useState<TaskGridResponse | null>(null);
  const [taskId, setTaskId] = useState('');
  const [action, setAction] = useState<TaskAction>('solve');
  const [reason, setReason] = useState('');
  useEffect(() => {
    let current = true;
    correctionsApi(game)
      .taskGrid()
      .then((answer) => current && setGrid(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [game, changes]);
  if (!grid) return <p className="oc-muted">{TEXTS.loadingTasks}</p>;
  const cells = grid.teams.find((row) => row.id === team.id)?.cells ?? [];
  const stateOf = (id: string) => cells.find((cell) => cell.taskId === id)?.state;
  const submit = () => {
    const task = grid.tasks.find((candidate) => candidate.id === taskId);
    const api = correctionsApi(game);
    const name = task?.name ?? taskId;
    void act(() => api.task(team.id, taskId, action === 'solve', reason), `「${team.name}」的任务「${name}」：${TEXTS.actions[action]}`, [team.id]).then(
      (accepted) => {
        if (!accepted) return;
        setReason('');
        onChanged();
      },
    );
  };
  return (
    <div className="oc-inline oc-correction-row">
      <select aria-label={TEXTS.taskLabel(team.name)} value={taskId} onChange={(event) => setTaskId(event.target.value)}>
        <option value="">{TEXTS.chooseTask}</option>
        {grid.tasks.map((task) => {
          const state = stateOf(task.id);
          return (
            <option key={task.id} value={task.id}>
              {task.name}
              {state ? `（${TEXTS.taskState[state]}）` : ''}
            </option>
          );
        })}
      </select>
      <select aria-label={TEXTS.actionLabel(team.name)} value={action} onChange={(event) => setAction(event.target.value as TaskAction)}>
        {(Object.keys(TEXTS.actions) as TaskAction[]).map((key) => (
          <option key={key} value={key}>
            {TEXTS.actions[key]}
          </option>
        ))}
      </select>
      <CorrectionReason label={`${TEXTS.reasonLabel(team.name)}（任务）`} value={reason} onChange={setReason} />
      <button type="button" onClick={submit}>
        {TEXTS.submitTask}
      </button>
    </div>
  );
}

/** The team's running bans of every kind (a task's, an X-area stage's, the area codes'), each lifted with a reason. */
function BanForm({ game, team, act, changes, onChanged }: CorrectionFormProps) {
  const [bans, setBans] = useState<TeamBan[] | null>(null);
  const [banKey, setBanKey] = useState('');
  const [reason, setReason] = useState('');
  useEffect(() => {
    let current = true;
    correctionsApi(game)
      .bans(team.id)
      .then((answer) => current && setBans(answer.bans))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [game, team.id, changes]);
  if (!bans) return <p className="oc-muted">{TEXTS.loadingBans}</p>;
  if (bans.length === 0) return <p className="oc-muted">{TEXTS.noBans}</p>;
  const submit = () => {
    const ban = bans.find((candidate) => candidate.key === banKey);
    const label = ban ? banLabel(ban) : banKey;
    // a refused lift (the ban ended meanwhile) reads the list again too
    void act(() => correctionsApi(game).liftBan(team.id, banKey, reason), TEXTS.banLifted(team.name, label), [team.id]).then((accepted) => {
      if (accepted) setReason('');
      setBanKey('');
      onChanged();
    });
  };
  return (
    <div className="oc-inline oc-correction-row">
      <select aria-label={TEXTS.banLabel(team.name)} value={banKey} onChange={(event) => setBanKey(event.target.value)}>
        <option value="">{TEXTS.chooseBan}</option>
        {bans.map((ban) => (
          <option key={ban.key} value={ban.key}>
            {banLabel(ban)}
            {TEXTS.banUntil(beijingClock(ban.banUntil))}
          </option>
        ))}
      </select>
      <CorrectionReason label={`${TEXTS.reasonLabel(team.name)}（封禁）`} value={reason} onChange={setReason} />
      <button type="button" onClick={submit}>
        {TEXTS.liftBan}
      </button>
    </div>
  );
}

/**
 * The organiser's own corrections of one team, each with its reason on the record: points (fanhua: 金钱), and in the games
 * with tasks marking a task solved or unsolved and lifting any of the team's running bans. Folded away until opened; the task
 * list and the bans are read then.
 */
export function TeamCorrections({ game, team, act }: { game: RosterGameId; team: RosterTeam; act: RosterAct }) {
  const [open, setOpen] = useState(false);
  const [changes, setChanges] = useState(0);
  const onChanged = () => setChanges((count) => count + 1);
  const hasTasks = (ANSWER_LOG_GAMES as readonly string[]).includes(game);
  return (
    <details className="oc-corrections" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{TEXTS.title}</summary>
      {open && (
        <>
          <PointsForm game={game} team={team} act={act} />
          {hasTasks && <TaskForm game={game} team={team} act={act} changes={changes} onChanged={onChanged} />}
          {hasTasks && <BanForm game={game} team={team} act={act} changes={changes} onChanged={onChanged} />}
        </>
      )}
    </details>
  );
}
