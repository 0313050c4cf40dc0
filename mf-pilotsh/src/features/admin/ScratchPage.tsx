import { ScratchCardGame } from '@citygames/web-kit/scratch-card/ScratchCardGame';
import { SubPageLayout } from '../../shared/SubPageLayout';
import { TEXTS } from '../../texts';
import { drawStepCards } from './api/admin-api';
import { AdminGate } from './components/AdminGate';
import '../../shared/pilotsh.css';

async function drawScratchValue(): Promise<string> {
  const { cards } = await drawStepCards(1);
  return cards[0]?.label ?? '?';
}

/** /pilotsh/admin/scratch: the scratch card, its value drawn by the server (70/20/10). */
export default function ScratchPage() {
  return (
    <SubPageLayout title={TEXTS.admin.scratchTitle}>
      <AdminGate>
        <section className="ps-section">
          <ScratchCardGame drawValue={drawScratchValue} width={320} height={180} />
        </section>
      </AdminGate>
    </SubPageLayout>
  );
}
