/**
 * The ui layer's empty state (site/components/ui/EmptyState.tsx, ADR 013) as markup, for lists the
 * worker draws as strings: the same elements and classes, so site/components/ui/empty-state.css
 * serves both. `actions` and `more` are markup the caller has already escaped.
 */
import { escapeHtml } from '#shared/escape-html';
import { ICON_PATHS, type IconName } from '#shared/ui/icons';

interface EmptyStateParts {
  icon: IconName;
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text?: string;
  /** Links leading on, like EmptyState's children. */
  actions?: string;
  /** What follows the actions (suggestions, tips). */
  more?: string;
}

export function emptyStateHtml({ icon, id, title, text, actions, more = '' }: EmptyStateParts): string {
  return (
    `<section class="ui-empty" aria-labelledby="${escapeHtml(id)}">` +
    `<svg class="ui-empty__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false"><path d="${ICON_PATHS[icon]}" fill="currentColor"></path></svg>` +
    `<h2 class="ui-empty__title" id="${escapeHtml(id)}">${escapeHtml(title)}</h2>` +
    (text ? `<p class="ui-empty__text">${escapeHtml(text)}</p>` : '') +
    (actions ? `<div class="ui-empty__actions">${actions}</div>` : '') +
    `${more}</section>`
  );
}
