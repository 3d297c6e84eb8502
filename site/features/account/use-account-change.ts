/**
 * One change of the personal information screen made from a button (consents, an SNS link): busy
 * while it runs, the gateway's record and message applied and announced when it is accepted, its
 * Korean refusal kept to show beside the button otherwise.
 */
import { useState } from 'react';
import type { PersonalInfo } from '#shared/schemas/account-calls';
import { tell } from '#components/ui/tell.ts';
import { applyChange } from './info-store';

export function useAccountChange() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (change: () => Promise<{ data: { info: PersonalInfo; message: string } }>) => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await change();
      applyChange(data);
      await tell(data.message);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, run };
}
