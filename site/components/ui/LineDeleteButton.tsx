/**
 * The × in a list line's top right corner that deletes the line (a cart line, a wished product);
 * the line is positioned, and the button's name says what goes.
 */
import './line-delete.css';

interface Props {
  /** e.g. "제주 녹차 토너 삭제" */
  label: string;
  disabled: boolean;
  onDelete: () => void;
}

export function LineDeleteButton({ label, disabled, onDelete }: Props) {
  return (
    <button type="button" className="ui-line-delete" aria-label={label} disabled={disabled} onClick={onDelete}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
