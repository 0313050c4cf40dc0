import { useEffect, useState } from 'react';
import { GAME_TITLES, ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { cleanMessageText, ORGANIZER_MESSAGE_MAX } from '@citygames/contracts/organizer/messages.rules';
import { type MessageTeam, messageTeamsOf, sendOrganizerMessage } from '../api/messages-api';
import { GameSegments } from '../game/GameSegments';
import { TeamPicker } from '../components/TeamPicker';

type Target = OrganizerGameId | 'all';
const TARGETS: readonly { id: Target; title: string }[] = [{ id: 'all', title: '全部游戏' }, ...ORGANIZER_GAMES];

interface Outcome {
  sent: string[];
  failed: string[];
}

/** The teams of one game for the team picker; reloaded when the game changes. */
function useMessageTeams(game: Target): { teams: MessageTeam[]; error: string | null } {
  const [state, setState] = useState<{ teams: MessageTeam[]; error: string | null }>({ teams: [], error: null });
  useEffect(() => {
    setState({ teams: [], error: null });
    if (game === 'all') return;
    let alive = true;
    messageTeamsOf(game).then(
      (teams) => alive && setState({ teams, error: null }),
      (error: unknown) => alive && setState({ teams: [], error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      alive = false;
    };
  }, [game]);
  return state;
}

/**
 * 「消息」: a message to every team of one game, of all three games, or to one team. pilotsh and polish120
 * players see it over whatever screen they are on within seconds; fanhua's hear it in the radio (sent by 组织者).
 */
export function MessagesPanel() {
  const [target, setTarget] = useState<Target>('all');
  const [teamId, setTeamId] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { teams, error: teamsError } = useMessageTeams(target);
  const cleaned = cleanMessageText(text);
  const tooLong = cleaned.length > ORGANIZER_MESSAGE_MAX;

  const send = async () => {
    const games: OrganizerGameId[] = target === 'all' ? ORGANIZER_GAMES.map((game) => game.id) : [target];
    setSending(true);
    setOutcome(null);
    // One request per game: a game whose service is down is named, the others still get the message.
    const answers = await Promise.allSettled(games.map((game) => sendOrganizerMessage(game, { text: cleaned, teamId: teamId || null })));
    const result: Outcome = { sent: [], failed: [] };
    answers.forEach((answer, index) => {
      const title = GAME_TITLES[games[index]!];
      if (answer.status === 'fulfilled') result.sent.push(title);
      else result.failed.push(`${title}：${answer.reason instanceof Error ? answer.reason.message : String(answer.reason)}`);
    });
    setSending(false);
    setOutcome(result);
    if (result.failed.length === 0) setText('');
  };

  return (
    <div className="oc-stack">
      <GameSegments
        label="发送到"
        games={TARGETS}
        selected={target}
        onSelect={(next) => {
          setTarget(next);
          setTeamId('');
          setOutcome(null);
        }}
      />
      <form
        className="oc-card oc-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <h2>给队伍发消息</h2>
        <p className="oc-muted">
          领航上海与百廿寻迹的玩家在任何画面上几秒内看到「组织者消息」，点“知道了”之前刷新也还在；繁华废土的玩家在电台里看到（发送者：组织者）。
        </p>
        {target === 'all' ? (
          <p className="oc-muted">发给三个游戏的所有队伍。</p>
        ) : (
          <TeamPicker label="队伍" noneLabel={`${GAME_TITLES[target]}的所有队伍`} teams={teams} value={teamId} onChange={setTeamId} />
        )}
        {teamsError && (
          <p className="oc-error" role="alert">
            读取队伍失败：{teamsError}
          </p>
        )}
        <label>
          消息内容
          <textarea className="oc-textarea" value={text} onChange={(event) => setText(event.target.value)} rows={4} />
        </label>
        <p className={tooLong ? 'oc-error' : 'oc-muted'}>
          {cleaned.length} / {ORGANIZER_MESSAGE_MAX} 字
        </p>
        <button type="submit" className="oc-primary" disabled={sending || cleaned.length === 0 || tooLong}>
          {sending ? '正在发送…' : '发送'}
        </button>
        {outcome && outcome.sent.length > 0 && (
          <p className="oc-ok" role="status">
            已发送：{outcome.sent.join('、')}
          </p>
        )}
        {outcome && outcome.failed.length > 0 && (
          <p className="oc-error" role="alert">
            未发送：{outcome.failed.join('；')}
          </p>
        )}
      </form>
    </div>
  );
}
