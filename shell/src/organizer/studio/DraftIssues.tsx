import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';

/** The check's problems, each named where it is in the organiser's words; a click opens its item in the form. */
export function DraftIssues({ issues, onOpen }: { issues: readonly PackIssue[]; onOpen: (path: string) => void }) {
  return (
    <ol className="oc-issues" data-testid="draft-issues">
      {issues.map((issue, index) => (
        <li key={`${issue.path}-${index}`}>
          <button type="button" className="st-path" onClick={() => onOpen(issue.path)}>
            {issue.where ?? issue.path}
          </button>
          ：{issue.message}
        </li>
      ))}
    </ol>
  );
}
