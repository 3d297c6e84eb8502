/**
 * A console list of the operator API's records: pages of 25 filtered and sorted on the server,
 * never exported, and without bulk selection: the console changes one record at a time. A list
 * whose records are written here names its 등록 button; the rest keep react-admin's own bar (its
 * filter button). A row opens its record (`edit`, `show`), unfolds its panel (`expand`) or is
 * only read (`false`).
 */
import type { ReactElement, ReactNode } from 'react';
import { CreateButton, Datagrid, List, TopToolbar, type ListProps } from 'react-admin';

interface PagedListProps extends Pick<ListProps, 'title' | 'filters' | 'filterDefaultValues' | 'sort'> {
  title: string;
  /** The label of the button to the create page, when the list has one. */
  createLabel?: string;
  rowClick: 'edit' | 'show' | 'expand' | false;
  /** The panel a row unfolds into, with `rowClick="expand"`. */
  expand?: ReactElement;
  /** The columns. */
  children: ReactNode;
}

export function PagedList({ createLabel, rowClick, expand, children, ...list }: PagedListProps) {
  const actions = createLabel === undefined ? undefined : <CreateBar label={createLabel} />;
  return (
    <List {...list} perPage={25} exporter={false} actions={actions}>
      <Datagrid bulkActionButtons={false} rowClick={rowClick} expand={expand}>
        {children}
      </Datagrid>
    </List>
  );
}

const CreateBar = ({ label }: { label: string }) => (
  <TopToolbar>
    <CreateButton label={label} />
  </TopToolbar>
);
