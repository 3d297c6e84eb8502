/** An icon of `icons.ts` in an island; decorative (hidden from screen readers) like the chrome's. */
import { ICON_PATHS, type IconName } from '#shared/ui/icons';

export function Icon({ name, size = 24, className = 'icon' }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} fill="currentColor" />
    </svg>
  );
}
