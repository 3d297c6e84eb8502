/** A row's next steps (a claim, a bottle pickup) as buttons, each one operator call that refreshes the list; 반려 outlined. */
import { Button, Stack } from '@mui/material';
import type { Route } from '#shared/schemas/contract';
import { useOpsAction } from './use-ops-action';

interface StepButtonsProps {
  /** The moves from the row's state: the status to send and its label. */
  steps: readonly (readonly [string, string])[];
  /** What the buttons act on, in the accessible names and the notice: `반품 12`. */
  subject: string;
  /** The status move the buttons call. */
  route: Route<{ status: string }, unknown, 'operator'>;
  body: (status: string) => { status: string };
}

export function StepButtons({ steps, subject, route, body }: StepButtonsProps) {
  const { run, busy } = useOpsAction();
  return (
    <Stack direction="row" spacing={1}>
      {steps.map(([status, label]) => (
        <Button
          key={status}
          size="small"
          variant={status === 'REJECTED' ? 'outlined' : 'contained'}
          disabled={busy}
          aria-label={`${label} (${subject})`}
          onClick={() => void run(route, body(status), `${subject}: ${label} 처리했습니다.`)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
