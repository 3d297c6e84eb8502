/**
 * Previous/next buttons for the hero banners, for a mouse that cannot swipe the track. They stay
 * hidden until this runs (never a dead button), and a button with nowhere to go is disabled.
 */

/** Wires every `[data-hero]` under `root`; returns a function that removes the listeners. */
export function startHeroScroll(root: ParentNode = document): () => void {
  const stops: (() => void)[] = [];
  for (const hero of root.querySelectorAll<HTMLElement>('[data-hero]')) {
    const track = hero.querySelector<HTMLElement>('[data-hero-track]');
    const buttons = [...hero.querySelectorAll<HTMLButtonElement>('button[data-hero-step]')];
    if (!track || buttons.length === 0) continue;
    const update = () => {
      const atStart = track.scrollLeft <= 1;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
      for (const button of buttons) button.disabled = Number(button.dataset.heroStep) < 0 ? atStart : atEnd;
    };
    const step = (event: Event) => {
      const direction = Number((event.currentTarget as HTMLButtonElement).dataset.heroStep);
      const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      track.scrollBy({ left: direction * track.clientWidth, behavior: calm ? 'auto' : 'smooth' });
    };
    for (const button of buttons) {
      button.hidden = false;
      button.addEventListener('click', step);
    }
    track.addEventListener('scroll', update, { passive: true });
    update();
    stops.push(() => {
      track.removeEventListener('scroll', update);
      for (const button of buttons) button.removeEventListener('click', step);
    });
  }
  return () => stops.forEach((stop) => stop());
}
