/**
 * Loads the review list's code only when the shopper comes near the reviews (or arrives at
 * `#reviews`), so the product page's own script stays within its budget.
 */
export function watchReviewList(root: HTMLElement): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import('./review-list').then(({ startReviewList }) => startReviewList(root));
  };
  if (location.hash === '#reviews' || location.hash.startsWith('#review-') || !('IntersectionObserver' in window)) {
    start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { rootMargin: '600px 0px' },
  );
  observer.observe(root);
  // The summary's links (photo strip, rating line) lead into the list.
  window.addEventListener('hashchange', start, { once: true });
}
