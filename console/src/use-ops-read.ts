/**
 * One operator read that follows its input: asked again whenever the body changes, an answer to an
 * older body dropped, and a refusal's Korean message kept for the screen.
 */
import { useEffect, useState } from 'react';
import type { Route } from '#shared/schemas/contract';
import { opsCall, type BodyArgs, type OpsAnswer } from './ops-fetch';

/** `body` is left out for a call that takes none (오늘). */
export function useOpsRead<R extends Route<unknown, unknown, 'operator'>>(route: R, ...[body]: BodyArgs<R>) {
  const [answer, setAnswer] = useState<OpsAnswer<R> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const key = JSON.stringify(body ?? null);
  useEffect(() => {
    let current = true;
    setAnswer(null);
    setProblem(null);
    (opsCall as (route: R, body: unknown) => Promise<OpsAnswer<R>>)(route, JSON.parse(key) ?? undefined).then(
      (data) => current && setAnswer(data),
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [route, key]);
  return { answer, problem };
}
