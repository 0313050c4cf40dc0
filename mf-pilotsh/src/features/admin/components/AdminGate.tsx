import type { ReactNode } from 'react';
import { TEXTS } from '../../../texts';
import { useIsAdmin } from '../hooks/use-is-admin';

/** Shows its children to admins only; everyone else reads the no-permission text. */
export function AdminGate({ children }: { children: ReactNode }) {
  if (!useIsAdmin()) {
    return (
      <div className="ps-notice ps-notice--error" role="alert" data-testid="no-permission">
        <p className="ps-notice__text">{TEXTS.admin.noPermission}</p>
      </div>
    );
  }
  return <>{children}</>;
}
