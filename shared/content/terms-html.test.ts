import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '../schemas/terms-calls';
import { termsHtml } from './terms-html';

const doc = (overrides: Partial<ContentDocument> = {}): ContentDocument => ({
  docId: 'terms',
  inmTncCd: 'TNC001',
  title: '이용약관',
  dateLabel: '시행일',
  currentVersionNo: 2,
  version: { versionNo: 2, effectiveDt: '20260901', body: '# 제1조(목적)\n목적\n# 제2조(정의)\n# 제3조(약관)\n# 제4조(서비스)' },
  versions: [
    { versionNo: 2, effectiveDt: '20260901' },
    { versionNo: 1, effectiveDt: '20250301' },
  ],
  ...overrides,
});

describe('termsHtml', () => {
  it('shows the date in force and a GET form that chooses a version, marking the latest', () => {
    const html = termsHtml(doc(), '/kr/ko/cu/footer/terms');
    expect(html).toContain('<p class="terms-meta__date">시행일 <time datetime="2026-09-01">2026년 9월 1일</time></p>');
    expect(html).toContain('<form class="terms-versions" method="get" action="/kr/ko/cu/footer/terms"><label for="terms-version">시행일 선택</label>');
    expect(html).toContain('<option value="2" selected>2026년 9월 1일 (최신)</option><option value="1">2025년 3월 1일</option>');
    expect(html).not.toContain('terms-past');
    expect(html).toContain('<h2 id="tnc-1">제1조(목적)</h2>');
    expect(html).toContain('<nav class="terms-toc" aria-label="목차"><details><summary>목차 보기</summary><ol><li><a href="#tnc-1">제1조(목적)</a></li>');
  });

  it('says an earlier version is shown, with a link to the latest, and titles generic pages', () => {
    const html = termsHtml(doc({ version: { versionNo: 1, effectiveDt: '20250301', body: '# 제1조(목적)\n옛 목적' } }), '/kr/ko/cu/tnc/terms', {
      titled: true,
    });
    expect(html).toContain('<h2 class="terms-doc__title">이용약관</h2>');
    expect(html).toContain('<option value="1" selected>2025년 3월 1일</option>');
    expect(html).toContain('이전 버전을 보고 계십니다. <a href="/kr/ko/cu/tnc/terms">최신 이용약관 보기</a>');
    expect(html).toContain('<h3 id="tnc-1">제1조(목적)</h3>');
    // Short documents go without a table of contents.
    expect(html).not.toContain('terms-toc');
  });

  it('leaves the form out for a single version and escapes every value', () => {
    const html = termsHtml(
      doc({
        title: '<img src=x onerror=alert(1)>',
        dateLabel: '"><script>',
        version: { versionNo: 1, effectiveDt: '20260401', body: '<script>alert(1)</script>\n# <b>제목</b>' },
        versions: [{ versionNo: 1, effectiveDt: '20260401' }],
        currentVersionNo: 1,
      }),
      '/kr/ko/cu/tnc/"><script>',
      { titled: true },
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).not.toContain('<form');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<p class="terms-meta__date">&quot;&gt;&lt;script&gt; <time');
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('escapes what the version form, the earlier-version note and the table of contents print', () => {
    const hostile = '<b onmouseover=alert(1)>';
    const html = termsHtml(
      doc({
        title: hostile,
        dateLabel: hostile,
        version: { versionNo: 1, effectiveDt: '20250301', body: [1, 2, 3, 4].map((n) => `# ${hostile}${n}`).join('\n') },
      }),
      '/kr/ko/cu/tnc/terms',
    );
    expect(html).toContain('<form class="terms-versions"');
    expect(html).toContain('terms-past');
    expect(html).toContain('terms-toc');
    expect(html).not.toMatch(/<b onmouseover|<script/);
    expect(html).toContain('최신 &lt;b onmouseover=alert(1)&gt; 보기');
  });
});
