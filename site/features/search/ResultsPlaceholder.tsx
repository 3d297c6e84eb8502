/**
 * What stands where the results will be while they load: the count-and-sort bar, the filter bar
 * and a grid of empty cards, each the size of the real one (search.css gives both the same
 * heights). The static page shows it too, as the island cannot know the query at build time, so
 * the results replace it without moving anything already on screen.
 */

/** Two rows on a PC, four on a phone: enough to keep the footer below the first screen. */
const PLACEHOLDER_CARDS = 8;

export function ResultsPlaceholder() {
  return (
    <div className="result-placeholder">
      <p className="visually-hidden" role="status">
        검색하고 있습니다…
      </p>
      <div aria-hidden="true">
        <div className="search-results__head">
          <span className="result-placeholder__line result-placeholder__line--count" />
        </div>
        <div className="result-placeholder__filters" />
        <ul className="result-grid">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <li key={index} className="result-placeholder__card">
              <span className="result-placeholder__image" />
              <span className="result-placeholder__line result-placeholder__line--brand" />
              <span className="result-placeholder__line result-placeholder__line--name" />
              <span className="result-placeholder__line result-placeholder__line--price" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
