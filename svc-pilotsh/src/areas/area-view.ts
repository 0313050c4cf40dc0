import type { AreaSummary, AreaView } from '@citygames/contracts/pilotsh/area.schema';
import type { PackArea } from '../content/pack-schema.js';

/** The area as a player sees it: nothing of the pack reaches a browser unless it is listed here. */
export function presentArea(area: PackArea): AreaView {
  return { id: area.seq, seq: area.seq, name: area.name, description: area.description, pos: area.pos, code: area.code };
}

export function presentAreaSummary(area: PackArea): AreaSummary {
  return { seq: area.seq, name: area.name, pos: area.pos, code: area.code };
}
