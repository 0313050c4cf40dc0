import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadAppConfig, type AppConfig } from '@citygames/web-kit/app-config';
import { AppErrorBoundary } from '@citygames/web-kit/AppErrorBoundary';
import '@citygames/web-kit/theme.css';
import { App } from './App';
import { registerGameRemotes } from './remotes/load-game-app';

export async function start(): Promise<void> {
  let config: AppConfig | null = null;
  try {
    config = await loadAppConfig();
    registerGameRemotes(config.games);
  } catch (error) {
    console.error('[citygames] 无法读取 /app-config.json', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <App config={config} />
        </BrowserRouter>
      </AppErrorBoundary>
    </StrictMode>,
  );
}
