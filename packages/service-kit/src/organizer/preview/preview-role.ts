import { Router, type RequestHandler } from 'express';
import type { PlayerTokenCheck } from '../../auth/auth-middleware.js';
import { previewAudience, type Game } from '../../auth/auth-token.js';
import { routesWithOrganizer } from '../../auth/game-open-gate.js';
import { previewForwarder } from './preview-forwarder.js';
import type { PreviewInstance } from './preview-instance.js';
import { previewPhoneDirectory } from './preview-player.js';
import { DEFAULT_TRUST_PROXY, trustProxyFromEnv } from '../../http/trust-proxy.js';

/** A live game service with a preview instance: it forwards `/studio-preview/…` and the studio resets it. */
export interface PreviewLiveRole {
  kind: 'live';
  instance: PreviewInstance;
}

/** The preview instance itself: preview tokens only, no organiser routes, no open/closed gate, and its internal reset. */
export interface PreviewInstanceRole {
  kind: 'instance';
  internal: Router;
}

export type PreviewRole = PreviewLiveRole | PreviewInstanceRole;

/** The tokens a game's player routes accept: the game's own, or in the preview instance only preview tokens (phone answered locally). */
export function playerTokenCheck(game: Game, preview: PreviewRole | undefined): PlayerTokenCheck {
  return preview?.kind === 'instance' ? { audience: previewAudience(game), directory: previewPhoneDirectory } : {};
}

/**
 * A game's routes in its role: live, the organiser's routes, then the open/closed gate, then the
 * players'; in the preview instance, the players' routes only (its internal reset comes with previewAppOptions).
 */
export function gameRoutesFor(preview: PreviewRole | undefined, parts: { organizer: () => Router; gate: () => RequestHandler; players: Router }): Router {
  if (preview?.kind === 'instance') return parts.players;
  return routesWithOrganizer(parts.organizer(), parts.gate(), parts.players);
}

/**
 * What the role adds to the service app, before body parsing: the live service's forwarder, or the
 * preview instance's internal reset (a whole pack) with its trust of loopback (the live service in
 * front of it forwards X-Forwarded-For).
 */
export function previewAppOptions(preview: PreviewRole | undefined): { ownBodyRoutes?: RequestHandler; trustProxy?: string } {
  if (preview?.kind === 'live') return { ownBodyRoutes: previewForwarder(preview.instance) };
  if (preview?.kind === 'instance') {
    const configured = trustProxyFromEnv(process.env.TRUST_PROXY);
    return { ownBodyRoutes: preview.internal, trustProxy: configured === DEFAULT_TRUST_PROXY ? configured : `${DEFAULT_TRUST_PROXY}, ${configured}` };
  }
  return {};
}
