import type { ActionState } from '../hooks/use-fanhua-admin';

/** The outcome line of an administration form. */
export function ActionResult({ action }: { action: ActionState }) {
  if (action.error)
    return (
      <p className="oc-error" role="alert">
        {action.error}
      </p>
    );
  if (action.ok)
    return (
      <p className="oc-ok" role="status">
        {action.ok}
      </p>
    );
  return null;
}
