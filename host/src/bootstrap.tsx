import '@talentindia/ui/tokens.css';
import '@talentindia/ui/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureRuntime } from '@talentindia/core';
import { App } from './app/app';
import { registerRemoteManifests } from './features/remote-loading/remote-registry';
import { loadRemotesConfig } from './features/remote-loading/remotes-config';

async function start() {
  const config = await loadRemotesConfig();
  configureRuntime({
    ...(config.apiBaseUrl ? { apiBaseUrl: config.apiBaseUrl } : {}),
    ...(config.googleClientId ? { googleClientId: config.googleClientId } : {}),
  });
  registerRemoteManifests(config.remotes);

  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into.');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task while the
  // page is loading; the first frame drawn by index.html stays until the shell is ready.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
