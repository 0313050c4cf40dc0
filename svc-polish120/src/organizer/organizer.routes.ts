import { readPublishImpact } from '../content/publish-impact.js';
import type { Router } from 'express';
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
  removePolish120Member,
} from './roster-changes.js';
import { readPolish120Roster } from './roster-view.js';
import { countRoster } from '../teams/team.repository.js';
import { TEAM_ID } from '../teams/roster-team.schema.js';
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

/** polish120's organiser routes: the overview's summary, the roster (teams and memberships), results and the pack. */
export function createOrganizerRoutes({ publicKey, now, preview }: Polish120Context): Router {
  return organizerGameRouter({
    game: 'polish120',
    publicKey,
    now,
    summary: async () => {
      const [pack, roster] = await Promise.all([loadCurrentPack(), countRoster()]);
      return {
        teams: roster.teams,
        playersInTeams: roster.players,
        pack: pack ? { name: pack.event.name } : null,
      };
    },
    results: { scoreName: '完成任务数', read: () => readPolish120Results(now()) },
    extend: (api) => {
      addTeamCorrectionRoutes(api, { game: 'polish120', now, findTeam: findCorrectionTeam, tasks: polish120TaskCorrections });
      addTeamSuspensionRoutes(api, { game: 'polish120', now, findTeam: findCorrectionTeam });
      addRosterRoutes(api, {
        game: 'polish120',
        teamId: TEAM_ID,
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
        live: async (session) => {
          const current = await readPackImportInfo(session);
          return current ? { name: current.name, importedAt: current.importedAt.toISOString(), revision: current.revision } : null;
        },
      });
      addProgressResetRoute(api, { game: 'polish120', now, resetAll: resetAllProgress });
      addStudioRoutes(api, {
        command: polish120PackImport,
        schema: packSchema,
        livePack: loadCurrentPack,
        emptyPack: () => ({ format: 'citygames-polish120-pack/1', event: { name: '' }, tasks: [] }),
        now,
        impact: readPublishImpact,
        ...(preview ? { preview } : {}),
      });
      addStudioKitRoutes(api, { ...polish120StudioKit, now });
    },
  });
}
