import { SubPageLayout } from '../../shared/SubPageLayout';
import { TEXTS } from '../../texts';
import { AdminConsole } from './AdminConsole';
import { AdminGate } from './components/AdminGate';
import '../../shared/pilotsh.css';

/** /pilotsh/admin: the admin console on a page of its own. */
export default function AdminPage() {
  return (
    <SubPageLayout title={TEXTS.admin.title}>
      <AdminGate>
        <AdminConsole />
      </AdminGate>
    </SubPageLayout>
  );
}
