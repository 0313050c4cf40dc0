// The answers of the preview endpoints, as the contract describes them (preview.schema in packages/contracts once the server side lands).
export interface PreviewPlayer {
  id: string;
  name: string;
}
export interface PreviewTokenResponse {
  token: string;
  expiresAt: string;
  player: PreviewPlayer;
}
export interface PreviewResetResponse {
  ready: true;
  from: 'draft' | 'live';
  draftVersion: number | null;
  startedAt: string;
  team: { name: string };
  player: PreviewPlayer;
}
export interface PreviewStatusResponse {
  ready: boolean;
  from?: 'draft' | 'live';
  draftVersion?: number | null;
  startedAt?: string;
  team?: { name: string };
}
