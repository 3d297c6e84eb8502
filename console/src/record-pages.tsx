/**
 * The console's record pages: react-admin's Edit and Show, asking for their record with their own
 * `meta` so they wait for the full record instead of drawing the row a list left behind.
 * react-admin copies each list row into the record cache under the list's `meta`; a row has only
 * the list's columns, so a page first drew a partial record and reset its form when the full one
 * came. An operator who had started typing by then kept the typed price on screen while the form
 * went back to the old one, with 저장 disabled. An Edit gives its saves the same `meta`, or a save
 * would update a cache entry the page does not read. ESLint sends every record page through here.
 */
import type { ComponentType } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps them
import { Create, Edit, Show, type EditProps, type ShowProps } from 'react-admin';

const meta = { fullRecord: true };

export function RecordEdit({ queryOptions, mutationOptions, ...props }: EditProps) {
  return <Edit {...props} queryOptions={{ ...queryOptions, meta }} mutationOptions={{ ...mutationOptions, meta }} />;
}

export function RecordShow({ queryOptions, ...props }: ShowProps) {
  return <Show {...props} queryOptions={{ ...queryOptions, meta }} />;
}

/**
 * The create page and the edit page of a record written on one form (its `Fields`). Both go back
 * to the list once saved; the edit waits for the API, so its Korean messages show under the fields.
 */
export function recordFormPages(Fields: ComponentType, titles: { create: string; edit: string }) {
  const CreatePage = () => (
    <Create title={titles.create} redirect="list">
      <Fields />
    </Create>
  );
  const EditPage = () => (
    <RecordEdit title={titles.edit} mutationMode="pessimistic" redirect="list">
      <Fields />
    </RecordEdit>
  );
  return [CreatePage, EditPage] as const;
}

/**
 * A record's page drawn by `Page` under `title`, without react-admin's 편집 button: a record shown
 * this way is changed through the page's own forms.
 */
export function recordShowPage(Page: ComponentType, title: string) {
  const ShowPage = () => (
    <RecordShow title={title} actions={false}>
      <Page />
    </RecordShow>
  );
  return ShowPage;
}
