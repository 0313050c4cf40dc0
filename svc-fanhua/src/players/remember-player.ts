import type { RequestHandler } from 'express';
import { currentUser } from '@citygames/service-kit/auth-middleware';
import { PlayerModel } from './player.model.js';

/**
 * Keeps the players collection in step with the tokens: the first call of an account creates its
 * player, a changed name or phone is written, an unchanged one costs only a read.
 */
export const rememberPlayer: RequestHandler = async (req, _res, next) => {
  try {
    const user = currentUser(req);
    const known = await PlayerModel.findById(user.id).lean();
    if (!known || known.name !== user.name || known.phone !== user.phone) {
      await PlayerModel.updateOne(
        { _id: user.id },
        { $set: { name: user.name, phone: user.phone }, $setOnInsert: { createdAt: new Date() } },
        { upsert: true },
      );
    }
    next();
  } catch (error) {
    next(error);
  }
};
