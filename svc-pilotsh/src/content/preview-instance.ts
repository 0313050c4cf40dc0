import { PREVIEW_TEAM_NAME } from '@citygames/service-kit/preview-player';
import type { PreviewInstanceDefinition } from '@citygames/service-kit/preview-worker';
import { buildApp } from '../app.js';
import { pilotshPackImport } from '../cli/import-pack-command.js';
import type { EventPack } from './pack-schema.js';

/** pilotsh's preview instance: the pack imported as a publish would, its roster replaced by the organiser's test team. */
export const pilotshPreview: PreviewInstanceDefinition<EventPack> = {
  game: 'pilotsh',
  buildApp,
  previewImport: {
    command: pilotshPackImport,
    withPreviewTeam: (pack, player) => ({
      ...pack,
      teams: [{ name: PREVIEW_TEAM_NAME, description: '组织者预览用的测试队伍', leader: { phone: player.phone, name: player.name }, members: [], props: [] }],
    }),
  },
};
