import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXTS } from '../texts';
import { HOME_PATH } from '../paths';
import './pilotsh.css';

/** The frame of the pages outside the task centre (puzzle pages, admin pages): a back button to the task centre and a title. */
export function SubPageLayout({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="ps-pz-layout">
      <header className="ps-pz-layout__bar">
        <button type="button" className="ps-pz-layout__back" onClick={() => navigate(HOME_PATH)}>
          ‹ {TEXTS.common.back}
        </button>
        <h1 className="ps-pz-layout__title">{title}</h1>
      </header>
      <div className="ps-page">{children}</div>
    </div>
  );
}
