-- Events start and end on their schedule, but their pages and the main page's banners
-- are prebuilt (ADR 009). When a start or end passes, the scheduled run asks the operator's deploy
-- hook for a build; each moment is written here once the hook accepted, so it is asked for once.
CREATE TABLE schedule_rebuilds (
  boundary_dttm TEXT PRIMARY KEY CHECK (length(boundary_dttm) = 14),
  requested_at INTEGER NOT NULL
);
