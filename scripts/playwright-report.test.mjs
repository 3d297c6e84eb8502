import { describe, expect, it } from 'vitest';
import { flakyTests } from './playwright-report.mjs';

const spec = (title, statuses, file = 'orders.spec.ts') => ({ title, file, tests: statuses.map(([projectName, status]) => ({ projectName, status })) });

describe('flakyTests', () => {
  it('names each test that passed only on a retry, with its project, file and describe', () => {
    const report = {
      suites: [
        {
          title: 'orders.spec.ts',
          file: 'orders.spec.ts',
          specs: [
            spec('a shopper cancels', [
              ['desktop', 'expected'],
              ['phone', 'flaky'],
            ]),
          ],
          suites: [
            {
              title: 'Kakao login',
              file: 'member-kakao.spec.ts',
              specs: [
                spec(
                  'logs straight in',
                  [
                    ['desktop', 'flaky'],
                    ['phone', 'unexpected'],
                  ],
                  'member-kakao.spec.ts',
                ),
              ],
            },
          ],
        },
        { title: 'search.spec.ts', file: 'search.spec.ts', specs: [spec('sorts', [['desktop', 'skipped']], 'search.spec.ts')] },
      ],
    };
    expect(flakyTests(report)).toEqual(['[phone] orders.spec.ts › a shopper cancels', '[desktop] member-kakao.spec.ts › Kakao login › logs straight in']);
  });

  it('names none when there is no report or nothing was retried', () => {
    expect(flakyTests(null)).toEqual([]);
    expect(flakyTests({ suites: [{ title: 'a.spec.ts', file: 'a.spec.ts', specs: [spec('x', [['desktop', 'expected']])] }] })).toEqual([]);
  });
});
