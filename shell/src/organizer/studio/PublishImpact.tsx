import { useEffect, useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioImpactResponse } from '@citygames/contracts/organizer/studio.schema';
import { fetchImpact } from './studio-api';

/** How many teams the table lists before "以及另外 N 支队伍". */
const LISTED_TEAMS = 20;

/** What the publish does to the teams playing now, with the chosen import options: a sentence, a table of teams, notes. */
export function PublishImpact({ game, draftVersion, options }: { game: OrganizerGameId; draftVersion: number; options: readonly string[] }) {
  const [impact, setImpact] = useState<StudioImpactResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const optionsKey = options.join(',');
  useEffect(() => {
    let current = true;
    setImpact(null);
    setProblem(null);
    fetchImpact(game, optionsKey === '' ? [] : optionsKey.split(','))
      .then((answer) => current && setImpact(answer))
      .catch((error: unknown) => current && setProblem(error instanceof Error ? error.message : '读取失败'));
    return () => {
      current = false;
    };
  }, [game, draftVersion, optionsKey]);
  if (problem) return <p className="oc-muted">无法列出对各队的影响：{problem}</p>;
  if (!impact) return <p className="oc-muted">正在计算对各队的影响…</p>;
  const more = impact.teams.length - LISTED_TEAMS;
  return (
    <div data-testid="publish-impact">
      <p>
        对正在进行的队伍：<strong>{impact.summary}</strong>
      </p>
      {impact.teams.length > 0 && (
        <table className="st-impact">
          <thead>
            <tr>
              <th scope="col">队伍</th>
              <th scope="col">影响</th>
            </tr>
          </thead>
          <tbody>
            {impact.teams.slice(0, LISTED_TEAMS).map((row) => (
              <tr key={row.team}>
                <td>{row.team}</td>
                <td>{row.effect}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more > 0 && <p>以及另外 {more} 支队伍</p>}
      {impact.notes.map((note) => (
        <p key={note} className="oc-muted">
          {note}
        </p>
      ))}
    </div>
  );
}
