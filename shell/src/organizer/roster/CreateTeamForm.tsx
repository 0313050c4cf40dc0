import { useState } from 'react';
import { TEAM_NAME_MAX_LENGTH } from '@citygames/contracts/organizer/roster.rules';
import { checkTeamName } from '../team-name-rules';

export function CreateTeamForm({ onCreate }: { onCreate: (name: string, leaderPhone: string) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [leader, setLeader] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  return (
    <form
      className="oc-card oc-form"
      onSubmit={(event) => {
        event.preventDefault();
        // The same rule the roster route applies: the name is sent as it will be shown.
        const { name: teamName, problem } = checkTeamName(name);
        setNameError(problem);
        if (problem) return;
        void onCreate(teamName, leader.trim()).then((accepted) => {
          if (!accepted) return;
          setName('');
          setLeader('');
        });
      }}
    >
      <h2>新建队伍</h2>
      <label>
        队名
        <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={TEAM_NAME_MAX_LENGTH} />
      </label>
      {nameError && (
        <p className="oc-error" role="alert">
          {nameError}
        </p>
      )}
      <label>
        队长手机号（须已注册）
        <input value={leader} onChange={(event) => setLeader(event.target.value)} inputMode="tel" required />
      </label>
      <button type="submit" className="oc-primary">
        创建
      </button>
    </form>
  );
}
