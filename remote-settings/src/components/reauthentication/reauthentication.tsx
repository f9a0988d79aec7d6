import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ReauthenticationMethod } from '@talentindia/contracts';
import { toApiError } from '@talentindia/core';

// Its code (the form kit, Google's button, the code boxes) loads only when a change first asks for it.
const loadDialog = () => import(/* webpackChunkName: "settings-confirm-its-me" */ './confirm-its-me-dialog');
const ConfirmItsMeDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConfirmItsMeDialog })));

type WithReauthentication = <T>(run: () => Promise<T>) => Promise<T>;

const WithReauthenticationContext = createContext<WithReauthentication | null>(null);

interface Asking {
  methods: ReauthenticationMethod[];
  /** True once the owner proved it is them; false when they closed the dialog. */
  settle: (confirmed: boolean) => void;
}

const METHODS: readonly string[] = ['password', 'google', 'app'] satisfies ReauthenticationMethod[];

/**
 * Issue 17 §2: a sensitive change the api refuses with 403 `reason: 'reauthenticate'` asks the owner
 * to confirm it is them ("Confirm it’s you": the password; or Google, or an authenticator code), then
 * makes the same call again. Closing the dialog leaves the api's refusal as the call's error.
 */
export function ReauthenticationProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<Asking | null>(null);

  const withReauthentication = useCallback<WithReauthentication>(async (run) => {
    try {
      return await run();
    } catch (caught) {
      const error = await toApiError(caught);
      if (error.status !== 403 || error.action?.reason !== 'reauthenticate') throw error;
      const methods = error.action.methods.filter((method): method is ReauthenticationMethod =>
        METHODS.includes(method),
      );
      // A dialog that cannot load (the network dropped) leaves the api's refusal as the error to show.
      await loadDialog().catch(() => {
        throw error;
      });
      const confirmed = await new Promise<boolean>((settle) => setAsking({ methods, settle }));
      if (!confirmed) throw error;
      return run();
    }
  }, []);

  const finish = (confirmed: boolean) => {
    asking?.settle(confirmed);
    setAsking(null);
  };

  return (
    <WithReauthenticationContext.Provider value={withReauthentication}>
      {children}
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmItsMeDialog
            open
            methods={asking.methods}
            onConfirmed={() => finish(true)}
            onCancel={() => finish(false)}
          />
        </Suspense>
      ) : null}
    </WithReauthenticationContext.Provider>
  );
}

/** Runs an api call that may need the owner to confirm it is them first (inside ReauthenticationProvider). */
export function useWithReauthentication(): WithReauthentication {
  const withReauthentication = useContext(WithReauthenticationContext);
  if (!withReauthentication) throw new Error('useWithReauthentication is used outside ReauthenticationProvider');
  return withReauthentication;
}
