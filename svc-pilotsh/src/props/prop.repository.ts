import type { PipelineStage } from 'mongoose';
import { Prop, type PropDocument } from './prop.model.js';

/** What teamPropsLookup adds to the document it joins onto. */
export interface JoinedProps {
  teamProps: PropDocument[];
}

/**
 * A $lookup that joins the team's prop cards, oldest first (the pack's order, then grants), onto a
 * document that holds the team's _id at `teamIdField` (the (teamId, createdAt) index serves it).
 */
export function teamPropsLookup(teamIdField: string): PipelineStage.Lookup {
  return {
    $lookup: {
      from: Prop.collection.collectionName,
      localField: teamIdField,
      foreignField: 'teamId',
      pipeline: [{ $sort: { createdAt: 1 } }],
      as: 'teamProps',
    },
  };
}
