import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppErrorBoundary } from '@citygames/web-kit/AppErrorBoundary';
import { BackendBanner } from '@citygames/web-kit/BackendBanner';
import '@citygames/web-kit/theme.css';
import App from './App';
import { LOGIN_PATH } from './paths';

// Standalone development page: the remote mounts itself under /polish120/* like the shell would.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <BrowserRouter>
        <BackendBanner />
        <Routes>
          <Route path="/polish120/*" element={<App />} />
          <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
        </Routes>
      </BrowserRouter>
    </AppErrorBoundary>
  </StrictMode>,
);
