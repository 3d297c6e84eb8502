/**
 * What a list shows when it has nothing (ADR 013): an SVG icon, a heading, a line of help and
 * where to go next. Every island's empty list uses it, so they look and read alike.
 */
import { useId, type ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from '#shared/ui/icons';
import './empty-state.css';

interface Props {
  icon: IconName;
  title: string;
  text?: string;
  /** Links or buttons leading on, e.g. to 베스트 and 특가. */
  children?: ReactNode;
}

export function EmptyState({ icon, title, text, children }: Props) {
  const titleId = useId();
  return (
    <section className="ui-empty" aria-labelledby={titleId}>
      <Icon name={icon} size={48} className="ui-empty__icon" />
      <h2 className="ui-empty__title" id={titleId}>
        {title}
      </h2>
      {text && <p className="ui-empty__text">{text}</p>}
      {children && <div className="ui-empty__actions">{children}</div>}
    </section>
  );
}
