import type { RosterCsvProblem } from '@citygames/contracts/organizer/roster.schema';

/** The rows of a roster file the server refused, each with its reasons, numbered as the spreadsheet numbers them. */
export function CsvProblems({ problems }: { problems: RosterCsvProblem[] }) {
  return (
    <ul className="oc-issues" data-testid="csv-problems">
      {problems.map((problem) => (
        <li key={problem.line}>
          第 {problem.line} 行：{problem.reason}
        </li>
      ))}
    </ul>
  );
}
