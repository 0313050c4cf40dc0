/** One step a team meets in a walkthrough: its title, what the team reads there and what moves it on (if anything). */
export interface WalkStep {
  title: string;
  reads: string;
  /** Left out for a step the team only reads (nothing it types there moves it on). */
  next?: string;
}

/** The steps of a 「队伍会遇到的」 walkthrough, in the order a team meets them. */
export function WalkSteps({ steps }: { steps: readonly WalkStep[] }) {
  return (
    <ol>
      {steps.map((step) => (
        <li key={step.title}>
          <strong>{step.title}</strong>
          <span>看到：{step.reads}</span>
          {step.next && <span>{step.next}</span>}
        </li>
      ))}
    </ol>
  );
}
