/** A row's next steps (a claim, a bottle pickup) as buttons, each one operator call that refreshes the list; 반려 outlined. */
import { Button, Stack } from '@mui/material';
import { useOpsAction } from './use-ops-action';

interface StepButtonsProps {
  /** The moves from the row's state: the status to send and its label. */
  steps: readonly (readonly [string, string])[];
  /** What the buttons act on, in the accessible names and the notice: `반품 12`. */
  subject: string;
  path: string;
  body: (status: string) => object;
}

export function StepButtons({ steps, subject, path, body }: StepButtonsProps) {
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
          onClick={() => void run(path, body(status), `${subject}: ${label} 처리했습니다.`)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
