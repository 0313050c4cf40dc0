import { PREVIEW_TEAM_NAME } from '@citygames/service-kit/organizer/preview/preview-player';
import type { PreviewInstanceDefinition } from '@citygames/service-kit/organizer/preview/preview-worker';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { createTeamWithMembers } from '../teams/create-team.js';
import { findEventContent } from './event-content.js';
import { buildApp } from '../app.js';
import { pilotshPackImport } from '../cli/import-pack-command.js';
import type { EventPack } from './pack-schema.js';

/** pilotsh's preview instance: the pack imported as a publish would (it holds no roster), then the organiser's test team in the start area. */
export const pilotshPreview: PreviewInstanceDefinition<EventPack> = {
  game: 'pilotsh',
  buildApp,
  previewImport: {
    command: pilotshPackImport,
    withPreviewTeam: (pack) => pack,
    afterImport: async (player, now) => {
      const { startAreaSeq } = (await findEventContent())!.pack;
      const team = {
        name: PREVIEW_TEAM_NAME,
        description: '组织者预览用的测试队伍',
        leader: { phone: player.phone, name: player.name },
        members: [],
        props: [],
      };
      await runTransaction((session) => createTeamWithMembers(team, startAreaSeq, now, session));
    },
  },
};
