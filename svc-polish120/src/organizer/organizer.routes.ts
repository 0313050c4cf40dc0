import type { Router } from 'express';
import { z } from 'zod';
import type { Polish120BoardResponse } from '@citygames/contracts/organizer/board.schema';
import { organizerGameRouter } from '@citygames/service-kit/organizer-game-router';
import { addPackRoutes } from '@citygames/service-kit/organizer-pack-routes';
import { addStudioRoutes } from '@citygames/service-kit/organizer-studio-routes';
import { sendCsv } from '@citygames/service-kit/results-csv';
import { addRosterRoutes } from '@citygames/service-kit/roster-routes';
import {
  addPolish120Member,
  changePolish120Leader,
  createPolish120Team,
  importPolish120RosterCsv,
  movePolish120Member,
  readPolish120Roster,
  removePolish120Member,
} from './pack-roster.js';
import { readPolish120Board } from './team-board.js';
import { polish120ResultsCsv } from './team-results.js';
import { polish120PackImport } from '../cli/import-pack-command.js';
import { loadCurrentPack, readPackImportInfo } from '../content/event-pack.repository.js';
import { packSchema } from '../content/pack-schema.js';
import type { Polish120Context } from '../context.js';

/** polish120's team ids are the pack's own. */
const PACK_TEAM_ID = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '队伍编号格式不正确' });

/** polish120's organiser routes: the overview's summary, rosters (kept in the current pack), results and the pack. */
export function createOrganizerRoutes({ publicKey, now }: Polish120Context): Router {
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
    extend: (api) => {
      addRosterRoutes(api, {
        teamId: PACK_TEAM_ID,
        now,
        operations: {
          read: readPolish120Roster,
          createTeam: createPolish120Team,
          addMember: addPolish120Member,
          changeLeader: changePolish120Leader,
          moveMember: movePolish120Member,
          removeMember: removePolish120Member,
          importCsv: importPolish120RosterCsv,
        },
      });
      api.get('/board', async (_req, res) => {
        const answer: Polish120BoardResponse = { teams: await readPolish120Board(now()) };
        res.json(answer);
      });
      api.get('/results.csv', async (_req, res) => {
        sendCsv(res, '百廿寻迹成绩.csv', await polish120ResultsCsv());
      });
      addPackRoutes(api, {
        command: polish120PackImport,
        now,
        live: async () => {
          const [current, pack] = await Promise.all([readPackImportInfo(), loadCurrentPack()]);
          return current && pack ? { name: pack.event.name, importedAt: current.importedAt.toISOString(), revision: current.revision } : null;
        },
      });
      addStudioRoutes(api, {
        command: polish120PackImport,
        schema: packSchema,
        // The stored pack holds the roster as the console last changed it.
        livePack: loadCurrentPack,
        emptyPack: () => ({ format: 'citygames-polish120-pack/1', event: { name: '' }, teams: [], tasks: [] }),
        now,
      });
    },
  });
}
