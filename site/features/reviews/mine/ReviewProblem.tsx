import { ErrorNote } from '#components/ui/Notes.tsx';
import { ApiError } from '#lib/api-client';
import { NoAuthority } from './NoAuthority';

/**
 * Why a review screen could not open, in the gateway's words: a refusal (4xx) as no authority, with the
 * field's message when the address named no line; no answer or a failure as a note. Anything
 * else is a fault of the screen, for the error boundary.
 */
/** A refusal (4xx) is the gateway's to word here; no answer at all is the screen loader's 다시 시도. */
export const isRefusal = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function ReviewProblem({ problem }: { problem: unknown }) {
  if (!(problem instanceof ApiError)) throw problem;
  if (isRefusal(problem)) return <NoAuthority message={Object.values(problem.fields)[0] ?? problem.message} />;
  return <ErrorNote>{problem.message}</ErrorNote>;
}
