import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import { ScratchCardGame } from '@citygames/web-kit/scratch-card/ScratchCardGame';
import { scratchApi } from './api/scratch-api';
import { HOME_PATH } from '../../paths';
import { TEXTS } from '../../texts';
import '../../shared/polish120.css';

/** /polish120/tasks/scratch: the scratch card, its value drawn by svc-polish120. */
export default function ScratchPage() {
  const navigate = useNavigate();
  return (
    <section className="p120-card p120-scratch" aria-label={TEXTS.scratch.title}>
      <h2 className="p120-card__title">{TEXTS.scratch.title}</h2>
      <ScratchCardGame drawValue={scratchApi.drawScratch} />
      <Button block fill="outline" onClick={() => navigate(HOME_PATH)}>
        {TEXTS.scratch.back}
      </Button>
    </section>
  );
}
