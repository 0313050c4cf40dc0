import type { Router } from 'express';
import { organizerGameRouter } from '@citygames/service-kit/organizer-game-router';
import { loadCurrentPack } from '../content/pack-store.js';

/** polish120's organiser routes: the overview's summary (teams come from the imported pack). */
export function polish120OrganizerRoutes(publicKey: string, now: () => Date): Router {
  return organizerGameRouter({
    game: 'polish120',
    publicKey,
    now,
    summary: async () => {
      const pack = await loadCurrentPack();
      return {
        teams: pack?.teams.length ?? 0,
        playersInTeams: pack?.teams.reduce((sum, team) => sum + team.members.length, 0) ?? 0,
        pack: pack ? { name: pack.event.name } : null,
      };
    },
  });
}
