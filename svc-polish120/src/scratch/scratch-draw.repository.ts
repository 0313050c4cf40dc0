import type { ClientSession } from 'mongoose';
import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { ScratchDrawModel, type ScratchDrawDocument } from './scratch-draw.model.js';

/** A team's cards, oldest first. */
export async function listTeamScratchDraws(teamId: string): Promise<ScratchDrawDocument[]> {
  return ScratchDrawModel.find({ teamId }, { _id: 0 }).sort({ card: 1 }).lean<ScratchDrawDocument[]>();
}

/**
 * Draws the team's next card if it has one left: the card is the number after the team's highest,
 * and its insert is guarded by the unique (teamId, card) index, so of parallel draws for the same
 * card exactly one is stored; the others look again. Holds under snapshot isolation, as a unique
 * index does. Every round of a race stores one card, so `cardsPerTeam + 1` rounds settle every
 * request. Returns null when the team has drawn all its cards.
 */
export async function drawTeamScratchCard(
  teamId: string,
  cardsPerTeam: number,
  draw: (card: number) => Omit<ScratchDrawDocument, 'teamId' | 'card'>,
): Promise<ScratchDrawDocument | null> {
  for (let round = 0; round <= cardsPerTeam; round += 1) {
    const last = await ScratchDrawModel.findOne({ teamId }, { card: 1 }).sort({ card: -1 }).lean();
    const card = (last?.card ?? 0) + 1;
    if (card > cardsPerTeam) return null;
    const document: ScratchDrawDocument = { teamId, card, ...draw(card) };
    try {
      await ScratchDrawModel.create(document);
      return document;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  return null;
}

/** Forgets every team's cards (importing a new event). */
export async function deleteAllScratchDraws(session: ClientSession): Promise<void> {
  await ScratchDrawModel.deleteMany({}, { session });
}

/** Forgets one team's cards (the organiser resets or deletes the team). */
export async function deleteTeamScratchDraws(teamId: string, session: ClientSession): Promise<void> {
  await ScratchDrawModel.deleteMany({ teamId }, { session });
}
