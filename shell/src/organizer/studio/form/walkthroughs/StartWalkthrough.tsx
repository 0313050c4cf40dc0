import { startStepWords } from './start-words';
import { WalkSteps } from './WalkSteps';

/** polish120's start question as a team meets it, step by step, above the fields that make it. */
export function StartWalkthrough({ value }: { value: unknown }) {
  return (
    <section className="st-walk" data-testid="start-walkthrough" aria-label="队伍会遇到的">
      <h3>队伍会遇到的</h3>
      <WalkSteps steps={startStepWords(value)} />
    </section>
  );
}
