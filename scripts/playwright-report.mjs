// Reads Playwright's JSON report for `npm test`'s summary. A test that failed and then passed on
// its retry (CI only, ADR 032) counts as passed, but is named in the summary so it gets mended.

/** Every test in the report, with its spec's file, title and project, suite by suite. */
function* testsOf(suites, titles = []) {
  for (const suite of suites ?? []) {
    // A file's own suite is titled with its file name, which each line already shows.
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { file: spec.file, title: [...path, spec.title].join(' › '), project: test.projectName, status: test.status };
    }
    yield* testsOf(suite.suites, path);
  }
}

/** `[project] file › title` of each test that passed only on a retry. */
export function flakyTests(report) {
  return [...testsOf(report?.suites)].filter((test) => test.status === 'flaky').map((test) => `[${test.project}] ${test.file} › ${test.title}`);
}
