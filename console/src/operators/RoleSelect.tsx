/** The role a new operator or key gets, as a form field named `role` (read by ActionForm). */
import { MenuItem, TextField } from '@mui/material';
import { OPERATOR_ROLES, type OperatorRole } from '#shared/ops/operator-roles';

export function RoleSelect({ defaultRole }: { defaultRole: OperatorRole }) {
  return (
    <TextField name="role" select label="역할" defaultValue={defaultRole}>
      {Object.entries(OPERATOR_ROLES).map(([role, name]) => (
        <MenuItem key={role} value={role}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}
