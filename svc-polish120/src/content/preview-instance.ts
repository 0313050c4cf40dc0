import { PREVIEW_TEAM_NAME } from '@citygames/service-kit/organizer/preview/preview-player';
import type { PreviewInstanceDefinition } from '@citygames/service-kit/organizer/preview/preview-worker';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { buildApp } from '../app.js';
import { polish120PackImport } from '../cli/import-pack-command.js';
import { createRosterTeams } from '../teams/team.repository.js';
import type { EventPack } from './pack-schema.js';

/** polish120's preview instance: the pack imported as a publish would (it holds no roster), then the organiser's test team. */
export const polish120Preview: PreviewInstanceDefinition<EventPack> = {
  game: 'polish120',
  buildApp,
  previewImport: {
    command: polish120PackImport,
    withPreviewTeam: (pack) => pack,
    afterImport: async (player, now) => {
      const team = {
        id: 'preview',
        name: PREVIEW_TEAM_NAME,
        description: '组织者预览用的测试队伍',
        leader: { phone: player.phone, name: player.name },
        members: [],
      };
      await runTransaction((session) => createRosterTeams([team], now, session));
    },
  },
};
