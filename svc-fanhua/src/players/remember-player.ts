import type { RequestHandler } from 'express';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { onDatabaseReset } from '@citygames/service-kit/data/database-reset';
import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { PlayerModel } from './player.model.js';

/** Accounts this replica has seen written as the token says, with when (ms): the 60-s map polls of a whole event fit. */
const written = new Map<string, { signature: string; atMs: number }>();
const REMEMBERED_PLAYERS = 50_000;
/** After this long the player is read again: another replica may have written it meanwhile. */
const RECHECK_MS = 10 * 60_000;
onDatabaseReset(() => written.clear());

/**
 * Keeps the players collection in step with the tokens: the first call of an account creates its
 * player, a changed name, phone or role is written. A call whose account this replica already
 * wrote or read as it is costs nothing; others cost a read (and a write when something changed).
 */
export const rememberPlayer: RequestHandler = async (req, _res, next) => {
  try {
    const user = currentUser(req);
    const signature = `${user.name}\u0000${user.phone}\u0000${user.role}`;
    const nowMs = Date.now();
    const seen = written.get(user.id);
    if (seen?.signature === signature && nowMs - seen.atMs < RECHECK_MS) return next();
    const known = await PlayerModel.findById(user.id).lean();
    if (!known || known.name !== user.name || known.phone !== user.phone || known.role !== user.role) {
      await PlayerModel.updateOne(
        { _id: user.id },
        { $set: { name: user.name, phone: user.phone, role: user.role }, $setOnInsert: { createdAt: new Date() } },
        { upsert: true },
      ).catch((error: unknown) => {
        // The first two calls of a new account racing: the other one inserted it.
        if (!isDuplicateKeyError(error)) throw error;
      });
    }
    if (written.size >= REMEMBERED_PLAYERS && !written.has(user.id)) written.delete(written.keys().next().value!);
    written.set(user.id, { signature, atMs: nowMs });
    next();
  } catch (error) {
    next(error);
  }
};
