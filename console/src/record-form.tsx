/**
 * A record's form and what follows its save. The form ends with a line telling the operator where
 * and when a save reaches shoppers. A record that is closed or hidden rather than deleted has only
 * 저장 in its bar.
 */
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar, useNotify, useRedirect, type Identifier } from 'react-admin';

interface RecordFormProps {
  /** One object for every render: react-admin resets the form when its defaults change. */
  defaults: Record<string, unknown>;
  /** Where and when a save shows. */
  note: string;
  /** 저장 only, no 삭제. */
  saveOnly?: boolean;
  children: ReactNode;
}

export function RecordForm({ defaults, note, saveOnly = false, children }: RecordFormProps) {
  return (
    <SimpleForm toolbar={saveOnly ? <SaveOnly /> : undefined} defaultValues={defaults}>
      {children}
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </SimpleForm>
  );
}

const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * A save's `onSuccess` for a record whose change reaches shoppers on the API's schedule: tells it
 * as the API worded it (저장했습니다. when it said nothing), then opens the resource's `then` page.
 */
export function useChangeNotice(resource: string, then: 'list' | 'edit') {
  const notify = useNotify();
  const redirect = useRedirect();
  return (data: { id?: Identifier; change?: { message: string } }) => {
    notify(data.change?.message ?? '저장했습니다.', { type: 'success' });
    redirect(then, resource, data.id);
  };
}
