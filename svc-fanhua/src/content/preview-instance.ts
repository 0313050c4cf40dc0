import { PREVIEW_TEAM_NAME } from '@citygames/service-kit/organizer/preview/preview-player';
import type { PreviewInstanceDefinition } from '@citygames/service-kit/organizer/preview/preview-worker';
import { buildApp } from '../app.js';
import { fanhuaPackImport } from '../cli/import-pack-command.js';
import { createTeamAsPlayer } from '../teams/team.repository.js';
import type { FanhuaPack } from './pack-schema.js';

/**
 * fanhua's preview instance: the pack imported as a publish would; fanhua's packs hold no roster, so
 * the preview player then creates the test team as a player does (its leader, no areas, no assets yet).
 */
export const fanhuaPreview: PreviewInstanceDefinition<FanhuaPack> = {
  game: 'fanhua',
  buildApp,
  previewImport: {
    command: fanhuaPackImport,
    withPreviewTeam: (pack) => pack,
    afterImport: async (player, now) => {
      await createTeamAsPlayer({ id: player.id, name: player.name }, { name: PREVIEW_TEAM_NAME, description: '组织者预览用的测试队伍' }, now);
    },
  },
};
