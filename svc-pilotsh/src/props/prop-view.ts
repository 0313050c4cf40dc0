import type { PropView } from '@citygames/contracts/pilotsh/team.schema';
import { describeProp, propTitle, type PropKey } from '@citygames/contracts/pilotsh/prop.rules';
import type { PropDocument } from './prop.model.js';

/** A prop card as every member of its team sees it. */
export function presentProp(prop: PropDocument): PropView {
  const key = prop.type as PropKey;
  const steps = prop.steps ?? null;
  return {
    id: prop._id.toString(),
    type: propTitle(key, steps),
    kind: key,
    desc: describeProp(key, steps),
    steps,
    used: prop.used,
    usedAt: prop.usedAt ? prop.usedAt.toISOString() : null,
    usedBy: prop.usedBy ?? null,
    createdAt: prop.createdAt.toISOString(),
  };
}
