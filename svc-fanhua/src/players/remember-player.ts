import type { RequestHandler } from 'express';
import { currentUser } from '@citygames/service-kit/auth-middleware';
import { isDuplicateKeyError } from '@citygames/service-kit/errors';
import { PlayerModel } from './player.model.js';

/**
 * Keeps the players collection in step with the tokens: the first call of an account creates its
 * player, a changed name, phone or role is written, an unchanged one costs only a read.
 */
export const rememberPlayer: RequestHandler = async (req, _res, next) => {
  try {
    const user = currentUser(req);
    const known = await PlayerModel.findById(user.id).lean();
    if (!known || known.name !== user.name || known.phone !== user.phone || (known.role ?? 'user') !== user.role) {
      await PlayerModel.updateOne(
        { _id: user.id },
        { $set: { name: user.name, phone: user.phone, role: user.role }, $setOnInsert: { createdAt: new Date() } },
        { upsert: true },
      ).catch((error: unknown) => {
        // The first two calls of a new account racing: the other one inserted it.
        if (!isDuplicateKeyError(error)) throw error;
      });
    }
    next();
  } catch (error) {
    next(error);
  }
};
