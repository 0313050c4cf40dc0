import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppErrorBoundary } from '../pages/AppErrorBoundary';
import { BackendBanner } from '../pages/BackendBanner';
import '../theme.css';

interface StandaloneOptions {
  /** The remote's base path, e.g. `/pilotsh`. */
  basePath: string;
  /** Where any other path of the standalone page goes. */
  loginPath: string;
  App: ComponentType;
}

/** The standalone development page of a remote: it mounts itself under its base path like the shell would. */
export function mountStandalone({ basePath, loginPath, App }: StandaloneOptions) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <BackendBanner />
          <Routes>
            <Route path={`${basePath}/*`} element={<App />} />
            <Route path="*" element={<Navigate to={loginPath} replace />} />
          </Routes>
        </BrowserRouter>
      </AppErrorBoundary>
    </StrictMode>,
  );
}
