import type { JsonSchema } from '../../schema-form-rules';
import { specialAreaSteps } from './special-area-words';
import { WalkSteps } from './WalkSteps';

/** fanhua's special area as a team meets it, step by step, above the area's fields; nothing for an area without an effect. */
export function SpecialAreaWalkthrough({ value, schema }: { value: unknown; schema: JsonSchema }) {
  const steps = specialAreaSteps(value, schema);
  if (steps.length === 0) return null;
  return (
    <section className="st-walk" data-testid="special-area-walkthrough" aria-label="队伍会遇到的">
      <h3>队伍会遇到的</h3>
      <WalkSteps steps={steps} />
    </section>
  );
}
