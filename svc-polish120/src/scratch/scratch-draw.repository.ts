import { ScratchDrawModel, type ScratchDrawDocument } from './scratch-draw.model.js';

/** Keeps a drawn scratch-card value, so organisers can see the draws. */
export async function recordScratchDraw(draw: ScratchDrawDocument): Promise<void> {
  await ScratchDrawModel.create(draw);
}
