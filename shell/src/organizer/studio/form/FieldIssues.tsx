import { useContext } from 'react';
import { FormPlaceContext } from './form-contexts';

/** The check's problems at exactly this pack path, in the organiser's words. */
export function FieldIssues({ path }: { path: string }) {
  const { issues } = useContext(FormPlaceContext);
  const here = issues.filter((issue) => issue.path === path);
  if (here.length === 0) return null;
  return (
    <ul className="st-field-issues" role="alert">
      {here.map((issue, index) => (
        <li key={index}>{issue.message}</li>
      ))}
    </ul>
  );
}

/** The game's hint for a field (what to fill in, in the organiser's words). */
export function Hint({ text }: { text: string | undefined }) {
  return text ? <small className="oc-muted st-hint">{text}</small> : null;
}
