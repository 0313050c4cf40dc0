import { readPublishImpact } from '../content/publish-impact.js';
import type { Router } from 'express';
import type { PilotshBoardResponse } from '@citygames/contracts/organizer/board.schema';
import type { TaskGridResponse } from '@citygames/contracts/organizer/task-grid.schema';
import { objectIdString } from '@citygames/service-kit/http/validation';
import { organizerGameRouter } from '@citygames/service-kit/organizer/console/organizer-game-router';
import { addPackRoutes } from '@citygames/service-kit/organizer/content/organizer-pack-routes';
import { addStudioRoutes } from '@citygames/service-kit/organizer/studio/organizer-studio-routes';
import { addProgressResetRoute } from '@citygames/service-kit/organizer/content/progress-reset-routes';
import { addRosterRoutes } from '@citygames/service-kit/organizer/roster/roster-routes';
import { addOrganizerMessageRoute } from '@citygames/service-kit/organizer/notices/notice-routes';
import { pilotshPackImport } from '../cli/import-pack-command.js';
import { findEventContent } from '../content/event-content.js';
import { CURRENT_CONTENT_ID, EventContent } from '../content/event-content.model.js';
import { packSchema } from '../content/pack-schema.js';
import type { PilotshContext } from '../context.js';
import { addMember, changeLeader, createTeam, moveMember, removeMember } from './roster-changes.js';
import { importRosterCsv } from './roster-csv.js';
import { readRoster } from './roster-view.js';
import { readTeamBoard } from './team-board.js';
import { findNoticeTeam } from '../notices/notice-teams.js';
import { resetAllProgress } from './reset-all-progress.js';
import { deleteTeam, renameTeam, resetTeam } from './team-repairs.js';
import { readPilotshTaskGrid } from './task-grid.js';
import { pilotshAnswersCsv } from './answer-export.js';
import { sendCsv } from '@citygames/service-kit/pure/results-csv';
import { readPilotshResults } from './team-results.js';
import { addStudioKitRoutes } from '@citygames/service-kit/organizer/studio/organizer-studio-kit-routes';
import { pilotshStudioKit } from '../content/studio-kit.js';
import { addTeamCorrectionRoutes } from '@citygames/service-kit/organizer/corrections/team-correction-routes';
import { addTeamSuspensionRoutes } from '@citygames/service-kit/organizer/corrections/team-suspensions';
import { findCorrectionTeam, pilotshTaskCorrections } from './team-corrections.js';

/** Everything the organiser console asks of pilotsh, under /api/pilotsh/organizer (organiser tokens only). */
export function createOrganizerRoutes(ctx: PilotshContext): Router {
  return organizerGameRouter({
    game: 'pilotsh',
    publicKey: ctx.publicKey,
    now: ctx.now,
    summary: async () => {
      const [roster, content] = await Promise.all([readRoster(), findEventContent()]);
      return {
        teams: roster.teams.length,
        playersInTeams: roster.teams.reduce((sum, team) => sum + (team.leader ? 1 : 0) + team.members.length, 0),
        unassigned: roster.unassigned.length,
        pack: content ? { name: content.pack.event.name } : null,
      };
    },
    results: { scoreName: '完成任务数', read: () => readPilotshResults(ctx.now()) },
    extend: (api) => addPilotshOrganizerRoutes(api, ctx),
  });
}

function addPilotshOrganizerRoutes(api: Router, ctx: PilotshContext): void {
  // pilotsh's teams are documents: their ids are ObjectIds.
  addRosterRoutes(api, {
    game: 'pilotsh',
    teamId: objectIdString,
    now: ctx.now,
    csvFileName: '领航上海名单.csv',
    operations: {
      read: readRoster,
      createTeam,
      addMember,
      changeLeader,
      moveMember,
      removeMember,
      renameTeam,
      deleteTeam,
      resetTeam,
      importCsv: importRosterCsv,
    },
  });

  addTeamCorrectionRoutes(api, { game: 'pilotsh', now: ctx.now, findTeam: findCorrectionTeam, tasks: pilotshTaskCorrections });
  addTeamSuspensionRoutes(api, { game: 'pilotsh', now: ctx.now, findTeam: findCorrectionTeam });

  addOrganizerMessageRoute(api, { game: 'pilotsh', now: ctx.now, findTeam: findNoticeTeam });

  addPackRoutes(api, {
    command: pilotshPackImport,
    now: ctx.now,
    current: {
      fileName: '领航上海活动包.json',
      // As imported: the content only; the roster in use is GET /roster.csv.
      read: async () => (await EventContent.findById(CURRENT_CONTENT_ID, { pack: 1 }).lean())?.pack ?? null,
    },
    live: async (session) => {
      const current = await EventContent.findById(CURRENT_CONTENT_ID, { 'pack.event.name': 1, importedAt: 1 })
        .session(session ?? null)
        .lean();
      return current ? { name: current.pack.event.name, importedAt: current.importedAt.toISOString() } : null;
    },
  });

  addProgressResetRoute(api, { game: 'pilotsh', now: ctx.now, resetAll: resetAllProgress });

  addStudioRoutes(api, {
    command: pilotshPackImport,
    schema: packSchema,
    livePack: async () => (await EventContent.findById(CURRENT_CONTENT_ID, { pack: 1 }).lean())?.pack ?? null,
    emptyPack: () => ({ version: 1, event: { name: '' }, startAreaSeq: 1, areas: [], tasks: [] }),
    now: ctx.now,
    impact: readPublishImpact,
    ...(ctx.preview ? { preview: ctx.preview } : {}),
  });
  addStudioKitRoutes(api, { ...pilotshStudioKit, now: ctx.now });

  api.get('/board', async (_req, res) => {
    const answer: PilotshBoardResponse = { teams: await readTeamBoard(ctx.now()) };
    res.json(answer);
  });
  api.get('/task-grid', async (_req, res) => {
    const answer: TaskGridResponse = await readPilotshTaskGrid(ctx.now());
    res.json(answer);
  });
  api.get('/answers.csv', async (_req, res) => {
    sendCsv(res, '领航上海答题记录.csv', await pilotshAnswersCsv(), 'answers.csv');
  });
}
