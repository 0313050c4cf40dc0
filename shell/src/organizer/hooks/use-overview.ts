import { useState } from 'react';
import type { OrganizerActionView } from '@citygames/contracts/organizer/actions.schema';
import type { GameSummary } from '@citygames/contracts/organizer/game-summary.schema';
import { GAME_TITLES, ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { ACTIONS_SHOWN, fetchGameActions, fetchGameStates, fetchGameSummary, fetchPlatformActions, fetchPlayerCounts, setGameOpen } from '../api/overview-api';
import { OrganizerApiError } from '../api/organizer-client';
import { usePolling } from './use-polling';

export type GameHealth = 'up' | 'down';

export interface Overview {
  open: Record<string, boolean>;
  players: Record<string, number>;
  health: Record<OrganizerGameId, GameHealth>;
  summaries: Partial<Record<OrganizerGameId, GameSummary>>;
  actions: OrganizerActionView[];
}

/** One game's part of the overview; a game service that does not answer is "down", not a failure of the whole page. */
async function loadGame(id: OrganizerGameId) {
  try {
    const [summary, actions] = await Promise.all([fetchGameSummary(id), fetchGameActions(id)]);
    return { id, summary, actions: actions.actions, health: 'up' as const };
  } catch (error) {
    if (error instanceof OrganizerApiError && error.status === 401) throw error;
    return { id, summary: null, actions: [], health: 'down' as const };
  }
}

async function loadOverview(): Promise<Overview> {
  const [states, counts, platformActions, ...perGame] = await Promise.all([
    fetchGameStates(),
    fetchPlayerCounts(),
    fetchPlatformActions(),
    ...ORGANIZER_GAMES.map(({ id }) => loadGame(id)),
  ]);
  return {
    open: states.games,
    players: counts.players,
    health: Object.fromEntries(perGame.map((game) => [game.id, game.health])) as Record<OrganizerGameId, GameHealth>,
    summaries: Object.fromEntries(perGame.filter((game) => game.summary).map((game) => [game.id, game.summary])),
    actions: [...platformActions.actions, ...perGame.flatMap((game) => game.actions)].sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIONS_SHOWN),
  };
}

/** Each game's state, players and teams, and the latest organiser actions, refreshed every 5 s; opening and closing a game. */
export function useOverview() {
  const { data, error, reload } = usePolling(loadOverview, 5000);
  const [pending, setPending] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  async function setOpen(game: OrganizerGameId, open: boolean) {
    if (!open && !window.confirm(`关闭「${GAME_TITLES[game]}」？玩家将看到“暂未开放”，进行中的操作会被拒绝。`)) return;
    setPending(game);
    setActionError(null);
    try {
      await setGameOpen(game, open);
      await reload();
    } catch (failure) {
      setActionError(failure instanceof Error ? failure.message : '操作失败');
    } finally {
      setPending(null);
    }
  }

  return { data, error, pending, actionError, setOpen };
}
