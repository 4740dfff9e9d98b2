import { useState } from 'react';
import { useSession } from '@web/lib/session/session-context';
import { LoginForm } from './login-form';
import { RecoveryModal } from './recovery-modal';

/**
 * The login page '/' (core-platform §2). A successful sign-in reloads the session; the login route's
 * guard then sends the user to postLoginRoute of its flags in the selected factoring as the server holds them:
 * /adeudadas, /cesion-adquiridas or /consultaPrevia.
 */
export function LoginPage() {
  const { reload } = useSession();
  const [recovering, setRecovering] = useState(false);

  return (
    <main className="container d-flex align-items-center justify-content-center min-vh-100">
      <div className="card shadow-sm" style={{ maxWidth: 420, width: '100%' }}>
        <div className="card-body p-4">
          <h1 className="h4 text-center mb-4">Radar Cesiones</h1>
          <LoginForm onSignedIn={reload} onRecoverPassword={() => setRecovering(true)} />
        </div>
      </div>
      {recovering ? <RecoveryModal onClose={() => setRecovering(false)} /> : null}
    </main>
  );
}
