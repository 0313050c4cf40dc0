import type { Router } from 'express';
import type { PilotshBoardResponse } from '@citygames/contracts/organizer/board.schema';
import { objectIdString } from '@citygames/service-kit/validation';
import { organizerGameRouter } from '@citygames/service-kit/organizer-game-router';
import { beijingTime, sendCsv, toExcelCsv } from '@citygames/service-kit/results-csv';
import { addPackRoutes } from '@citygames/service-kit/organizer-pack-routes';
import { addStudioRoutes } from '@citygames/service-kit/organizer-studio-routes';
import { addRosterRoutes } from '@citygames/service-kit/roster-routes';
import { pilotshPackImport } from '../cli/import-pack-command.js';
import { findEventContent } from '../content/event-content.js';
import { CURRENT_CONTENT_ID, EventContent } from '../content/event-content.model.js';
import { packSchema } from '../content/pack-schema.js';
import type { PilotshContext } from '../context.js';
import { addMember, changeLeader, createTeam, moveMember, removeMember } from './roster-changes.js';
import { importRosterCsv } from './roster-csv.js';
import { readRoster } from './roster-view.js';
import { readTeamBoard } from './team-board.js';

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
    extend: (api) => addPilotshOrganizerRoutes(api, ctx),
  });
}

function addPilotshOrganizerRoutes(api: Router, ctx: PilotshContext): void {
  // pilotsh's teams are documents: their ids are ObjectIds.
  addRosterRoutes(api, {
    teamId: objectIdString,
    now: ctx.now,
    operations: { read: readRoster, createTeam, addMember, changeLeader, moveMember, removeMember, importCsv: importRosterCsv },
  });

  addPackRoutes(api, {
    command: pilotshPackImport,
    now: ctx.now,
    live: async () => {
      const current = await EventContent.findById(CURRENT_CONTENT_ID, { 'pack.event.name': 1, importedAt: 1 }).lean();
      return current ? { name: current.pack.event.name, importedAt: current.importedAt.toISOString() } : null;
    },
  });

  addStudioRoutes(api, {
    command: pilotshPackImport,
    schema: packSchema,
    livePack: async () => (await EventContent.findById(CURRENT_CONTENT_ID, { pack: 1 }).lean())?.pack ?? null,
    emptyPack: () => ({ version: 1, event: { name: '' }, startAreaSeq: 1, areas: [], tasks: [] }),
    now: ctx.now,
  });

  api.get('/board', async (_req, res) => {
    const answer: PilotshBoardResponse = { teams: await readTeamBoard(ctx.now()) };
    res.json(answer);
  });
  api.get('/results.csv', async (_req, res) => {
    const rows = await readTeamBoard(ctx.now());
    const csv = toExcelCsv(
      ['队伍', '队长', '队员', '当前区域', '到过的区域数', '完成任务数', '开始时间', '最后完成任务时间'],
      rows.map((row) => [
        row.name,
        row.leader,
        row.members.join('、'),
        row.currentArea,
        row.areasVisited,
        row.tasksSolved,
        beijingTime(row.createdAt),
        beijingTime(row.lastSolvedAt),
      ]),
    );
    sendCsv(res, '领航上海成绩.csv', csv);
  });
}
