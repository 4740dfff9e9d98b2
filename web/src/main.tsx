import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/accessible-colors.css';
import './styles/data-table.css';
import './styles/date-field.css';
import './styles/pressable.css';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { configureAmplify } from './lib/amplify';
import { loadRuntimeConfig } from './lib/runtime-config';

/**
 * Boot: read and validate /config.json, configure Amplify from it, then render the app.
 * A bad or missing configuration is shown on the page instead of a blank screen.
 */
async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    configureAmplify(config);
    root.render(
      <StrictMode>
        <AppProviders config={config} router={createAppRouter()} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <div className="alert alert-danger m-4" role="alert">
        No se pudo iniciar la aplicación: {error instanceof Error ? error.message : String(error)}
      </div>,
    );
  }
}

const container = document.getElementById('root');
if (container) void boot(container);
