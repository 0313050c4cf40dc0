import { readPublishImpact } from '../content/publish-impact.js';
import type { Router } from 'express';
import { z } from 'zod';
import type { Polish120BoardResponse } from '@citygames/contracts/organizer/board.schema';
import type { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { organizerGameRouter } from '@citygames/service-kit/organizer/console/organizer-game-router';
import { addPackRoutes } from '@citygames/service-kit/organizer/content/organizer-pack-routes';
import { addStudioRoutes } from '@citygames/service-kit/organizer/studio/organizer-studio-routes';
import { addProgressResetRoute } from '@citygames/service-kit/organizer/content/progress-reset-routes';
import { addRosterRoutes } from '@citygames/service-kit/organizer/roster/roster-routes';
import { addOrganizerMessageRoute } from '@citygames/service-kit/organizer/notices/notice-routes';
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
import { resetAllProgress } from './reset-all-progress.js';
import { findNoticeTeam } from '../notices/notice-teams.js';
import { deletePolish120Team, renamePolish120Team, resetPolish120Team } from './team-repairs.js';
import { readPolish120TaskGrid } from './task-grid.js';
import { polish120AnswersCsv } from './answer-export.js';
import { sendCsv } from '@citygames/service-kit/pure/results-csv';
import { readPolish120Results } from './team-results.js';
import { addTeamCorrectionRoutes } from '@citygames/service-kit/organizer/corrections/team-correction-routes';
import { addTeamSuspensionRoutes } from '@citygames/service-kit/organizer/corrections/team-suspensions';
import { findCorrectionTeam, polish120TaskCorrections } from './team-corrections.js';
import { polish120PackImport } from '../cli/import-pack-command.js';
import { loadCurrentPack, readPackImportInfo, readStoredPack } from '../content/event-pack.repository.js';
import { packSchema } from '../content/pack-schema.js';
import type { Polish120Context } from '../context.js';
import { addStudioKitRoutes } from '@citygames/service-kit/organizer/studio/organizer-studio-kit-routes';
import { polish120StudioKit } from '../content/studio-kit.js';

/** polish120's team ids are the pack's own. */
const PACK_TEAM_ID = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '队伍编号格式不正确' });

/** polish120's organiser routes: the overview's summary, rosters (kept in the current pack), results and the pack. */
export function createOrganizerRoutes({ publicKey, now, preview }: Polish120Context): Router {
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
    results: { scoreName: '完成任务数', read: readPolish120Results },
    extend: (api) => {
      addTeamCorrectionRoutes(api, { game: 'polish120', now, findTeam: findCorrectionTeam, tasks: polish120TaskCorrections });
      addTeamSuspensionRoutes(api, { game: 'polish120', now, findTeam: findCorrectionTeam });
      addRosterRoutes(api, {
        game: 'polish120',
        teamId: PACK_TEAM_ID,
        now,
        csvFileName: '百廿寻迹名单.csv',
        operations: {
          read: readPolish120Roster,
          createTeam: createPolish120Team,
          addMember: addPolish120Member,
          changeLeader: changePolish120Leader,
          moveMember: movePolish120Member,
          removeMember: removePolish120Member,
          renameTeam: renamePolish120Team,
          deleteTeam: deletePolish120Team,
          resetTeam: resetPolish120Team,
          importCsv: importPolish120RosterCsv,
        },
      });
      addOrganizerMessageRoute(api, { game: 'polish120', now, findTeam: findNoticeTeam });
      api.get('/board', async (_req, res) => {
        const answer: Polish120BoardResponse = { teams: await readPolish120Board(now()) };
        res.json(answer);
      });
      api.get('/task-grid', async (_req, res) => {
        const answer: TaskGridResponse = await readPolish120TaskGrid(now());
        res.json(answer);
      });
      api.get('/answers.csv', async (_req, res) => {
        sendCsv(res, '百廿寻迹答题记录.csv', await polish120AnswersCsv(), 'answers.csv');
      });
      addPackRoutes(api, {
        command: polish120PackImport,
        now,
        current: { fileName: '百廿寻迹活动包.json', read: readStoredPack },
        live: async () => {
          const [current, pack] = await Promise.all([readPackImportInfo(), loadCurrentPack()]);
          return current && pack ? { name: pack.event.name, importedAt: current.importedAt.toISOString(), revision: current.revision } : null;
        },
      });
      addProgressResetRoute(api, { game: 'polish120', now, resetAll: resetAllProgress });
      addStudioRoutes(api, {
        command: polish120PackImport,
        schema: packSchema,
        // The stored pack holds the roster as the console last changed it.
        livePack: loadCurrentPack,
        emptyPack: () => ({ format: 'citygames-polish120-pack/1', event: { name: '' }, teams: [], tasks: [] }),
        now,
        impact: readPublishImpact,
        ...(preview ? { preview } : {}),
      });
      addStudioKitRoutes(api, { ...polish120StudioKit, now });
    },
  });
}
