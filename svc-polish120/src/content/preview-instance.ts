import { PREVIEW_TEAM_NAME } from '@citygames/service-kit/organizer/preview/preview-player';
import type { PreviewInstanceDefinition } from '@citygames/service-kit/organizer/preview/preview-worker';
import { buildApp } from '../app.js';
import { polish120PackImport } from '../cli/import-pack-command.js';
import type { EventPack } from './pack-schema.js';

/** polish120's preview instance: the pack imported as a publish would (a new event), its roster replaced by the organiser's test team. */
export const polish120Preview: PreviewInstanceDefinition<EventPack> = {
  game: 'polish120',
  buildApp,
  previewImport: {
    command: polish120PackImport,
    withPreviewTeam: (pack, player) => ({
      ...pack,
      teams: [{ id: 'preview', name: PREVIEW_TEAM_NAME, members: [{ phone: player.phone, name: player.name, leader: true }] }],
    }),
  },
};
