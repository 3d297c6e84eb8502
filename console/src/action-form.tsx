/**
 * The console's form for an action that is not a record's edit (grant points, issue a coupon,
 * change a grade): named fields read on submit, one call, its Korean result told the way row
 * actions tell theirs (the form may leave the page once the record changes), a refusal kept under
 * the form to be fixed, and the page's data refreshed. Record edits use react-admin's own forms.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';

interface ActionFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  busyLabel: string;
  /** Runs the call with the form's fields; answers what to tell the operator. */
  onSubmit: (fields: Record<string, string>) => Promise<string>;
  children: ReactNode;
}

export function ActionForm({ name, submitLabel, busyLabel, onSubmit, children }: ActionFormProps) {
  const refresh = useRefresh();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value).trim()]));
    setBusy(true);
    setProblem(null);
    try {
      notify(await onSubmit(fields), { type: 'success' });
      form.reset();
      refresh();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '처리하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={submit} aria-label={name} sx={{ display: 'grid', gap: 2 }}>
      {children}
      <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
        {busy ? busyLabel : submitLabel}
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
