import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { errorMessage } from './errorMessage.ts';

/**
 * A change made from a pane (protect an item, move it, take its thumbnail away): busy while it runs, the screen's data
 * read again once it is done, and the server's words kept when it failed. `run` says whether it worked.
 *
 * @example
 * const action = useAction();
 * <calcite-switch disabled={action.busy} oncalciteSwitchChange={() => void action.run(() => setItemProtected(…))} />
 */
export function useAction(): {
  readonly busy: boolean;
  readonly failure: string | undefined;
  readonly run: (change: () => Promise<unknown>) => Promise<boolean>;
} {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (change: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure(undefined);
    try {
      await change();
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setFailure(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
