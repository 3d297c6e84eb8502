/**
 * What a screen shows when its data could not be loaded (ADR 047): the message, read out at once,
 * and 다시 시도, which loads again (the loader's `refetch`) without reloading the page.
 */
import './screen-error.css';

interface Props {
  message: string;
  onRetry: () => void;
}

export function ScreenError({ message, onRetry }: Props) {
  return (
    <div className="ui-screen-error">
      <p className="ui-screen-error__text" role="alert">
        {message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}
