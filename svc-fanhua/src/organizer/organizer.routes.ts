import { readPublishImpact } from '../content/publish-impact.js';
import type { Router } from 'express';
import type { FanhuaBoard } from '@citygames/contracts/organizer/board.schema';
import type { FanhuaStuckBoardResponse } from '@citygames/contracts/organizer/fanhua-stuck.schema';
import { sendCsv } from '@citygames/service-kit/pure/results-csv';
import { organizerGameRouter } from '@citygames/service-kit/organizer/console/organizer-game-router';
import { addPackRoutes } from '@citygames/service-kit/organizer/content/organizer-pack-routes';
import { addRosterRoutes } from '@citygames/service-kit/organizer/roster/roster-routes';
import { objectIdString } from '@citygames/service-kit/http/validation';
import { readFanhuaResults } from './team-results.js';
import { addStudioRoutes } from '@citygames/service-kit/organizer/studio/organizer-studio-routes';
import { addProgressResetRoute } from '@citygames/service-kit/organizer/content/progress-reset-routes';
import { resetAllProgress } from './reset-all-progress.js';
import { fanhuaPackImport } from '../cli/import-pack-command.js';
import { EVENT_SETTINGS_ID, EventSettingsModel } from '../content/event-settings.model.js';
import { readLivePack } from '../content/live-pack.js';
import { packSchema } from '../content/pack-schema.js';
import { TeamMemberModel } from '../teams/team-member.model.js';
import { TeamModel } from '../teams/team.model.js';
import { readFanhuaBoard } from './live-board.js';
import { readFanhuaStuckBoard } from './stuck-board.js';
import { fanhuaTeamActionsCsv } from './team-actions/team-actions-csv.js';
import type { FanhuaContext } from '../context.js';
import { fanhuaAdminForOrganizer } from './admin-as-organizer.js';
import { addOrganizerMessageRoute } from './organizer-message.js';
import { fanhuaRosterOperations } from './roster-operations.js';
import { addStudioKitRoutes } from '@citygames/service-kit/organizer/studio/organizer-studio-kit-routes';
import { fanhuaStudioKit } from '../content/studio-kit.js';
import { addPointsCorrectionRoute } from './points-correction.js';
import { findTargetTeam } from './team-target.js';
import { addTeamSuspensionRoutes } from '@citygames/service-kit/organizer/corrections/team-suspensions';

/**
 * fanhua's organiser routes: the overview's summary (players form their own teams in fanhua), the live board, the
 * stuck board and every team action as a CSV, the pack, the roster with its repairs and file import (the shared roster
 * routes), messages into the radio, and the game administrator's operations (admin-as-organizer.ts).
 */
export function createOrganizerRoutes(ctx: FanhuaContext): Router {
  const { publicKey, now } = ctx;
  return organizerGameRouter({
    game: 'fanhua',
    publicKey,
    now,
    summary: async () => {
      const [teams, playersInTeams] = await Promise.all([TeamModel.countDocuments(), TeamMemberModel.countDocuments()]);
      const settings = await EventSettingsModel.findById(EVENT_SETTINGS_ID, { name: 1 }).lean();
      return { teams, playersInTeams, pack: settings ? { name: settings.name } : null };
    },
    results: { scoreName: '资产总数', read: () => readFanhuaResults(now()) },
    extend: (api) => {
      api.get('/board', async (_req, res) => {
        const answer: FanhuaBoard = await readFanhuaBoard(now());
        res.json(answer);
      });
      api.get('/stuck-board', async (_req, res) => {
        const answer: FanhuaStuckBoardResponse = await readFanhuaStuckBoard(now());
        res.json(answer);
      });
      api.get('/team-actions.csv', async (_req, res) => {
        sendCsv(res, '繁华废土行动记录.csv', await fanhuaTeamActionsCsv(), 'team-actions.csv');
      });
      addPackRoutes(api, {
        command: fanhuaPackImport,
        now,
        live: async (session) => {
          const settings = await EventSettingsModel.findById(EVENT_SETTINGS_ID, { name: 1, importedAt: 1 })
            .session(session ?? null)
            .lean();
          return settings ? { name: settings.name, importedAt: settings.importedAt.toISOString() } : null;
        },
      });
      addRosterRoutes(api, { game: 'fanhua', teamId: objectIdString, now, csvFileName: '繁华废土名单.csv', operations: fanhuaRosterOperations });
      addOrganizerMessageRoute(api, ctx);
      addPointsCorrectionRoute(api, now);
      addTeamSuspensionRoutes(api, { game: 'fanhua', now, findTeam: findTargetTeam });
      api.use(fanhuaAdminForOrganizer(ctx));
      addProgressResetRoute(api, { game: 'fanhua', now, resetAll: resetAllProgress });
      addStudioRoutes(api, {
        command: fanhuaPackImport,
        schema: packSchema,
        livePack: readLivePack,
        emptyPack: () => ({ format: 'citygames-fanhua-pack/1', name: '', coordinateSystem: 'WGS-84', areas: [] }),
        now,
        impact: readPublishImpact,
        ...(ctx.preview ? { preview: ctx.preview } : {}),
      });
      addStudioKitRoutes(api, { ...fanhuaStudioKit, now });
    },
  });
}
