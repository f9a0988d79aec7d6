import { useState } from 'react';
import { toast } from '@talentindia/core';

export const DIALOG_LOAD_FAILED = 'This could not load. Check your connection and try again.';

/**
 * A dialog whose code (the kit's dialog, and the form kit for a form) is fetched when it is first
 * wanted, not with the page: `open` opens it once the code is here, so it never waits inside itself
 * (which would drop its focus). From its first opening it stays drawn, so it can close and give the
 * focus back.
 */
export function useDialogOnDemand(load: () => Promise<unknown>) {
  const [everOpened, setEverOpened] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  return {
    everOpened,
    isOpen,
    setIsOpen,
    open: () =>
      void load().then(
        () => {
          setEverOpened(true);
          setIsOpen(true);
        },
        () => toast.error(DIALOG_LOAD_FAILED),
      ),
  };
}
