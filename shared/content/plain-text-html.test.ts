import { describe, expect, it } from 'vitest';
import { headingsOf, plainTextHtml } from './plain-text-html';

describe('plainTextHtml', () => {
  it('draws paragraphs, headings and lists', () => {
    expect(plainTextHtml('안내드립니다.\n다음과 같습니다.\n\n## 배송\n- 첫째\n- 둘째\n\n감사합니다.')).toBe(
      '<p>안내드립니다.<br>다음과 같습니다.</p><h3>배송</h3><ul><li>첫째</li><li>둘째</li></ul><p>감사합니다.</p>',
    );
  });

  it('escapes everything an operator wrote', () => {
    expect(plainTextHtml('<script>alert(1)</script>\n- <img src=x onerror=alert(1)>\n## "제목" & \'따옴표\'')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><ul><li>&lt;img src=x onerror=alert(1)&gt;</li></ul><h3>&quot;제목&quot; &amp; &#39;따옴표&#39;</h3>',
    );
  });
});

describe('plainTextHtml for terms and guides', () => {
  it('numbers lists from their first item and anchors top headings one level down when asked', () => {
    expect(plainTextHtml('# 제1조(목적)\n① 다음과 같습니다.\n3. 셋째\n4. 넷째\n## 부칙', { top: 3, anchors: 'tnc' })).toBe(
      '<h3 id="tnc-1">제1조(목적)</h3><p>① 다음과 같습니다.</p><ol start="3"><li>셋째</li><li>넷째</li></ol><h4>부칙</h4>',
    );
    expect(headingsOf('# 하나\n## 둘\n#셋\n# 넷')).toEqual(['하나', '넷']);
  });

  it('draws a captioned table whose first row and first cells are headers, skipping the rule row', () => {
    expect(plainTextHtml('[표] 보존 기간\n| 정보 | 기간 |\n|---|---|\n| 계약 기록 | 5년 |')).toBe(
      '<div class="table-scroll" role="region" aria-label="보존 기간" tabindex="0"><table><caption class="visually-hidden">보존 기간</caption>' +
        '<thead><tr><th scope="col">정보</th><th scope="col">기간</th></tr></thead><tbody><tr><th scope="row">계약 기록</th><td>5년</td></tr></tbody></table></div>',
    );
    expect(plainTextHtml('| a | b | c | d |\n| 1 | 2 | 3 | 4 |')).toContain('aria-label="표" tabindex="0"><table class="wide"><thead>');
  });

  it('escapes cells, captions and links, and links only to the shop or https addresses', () => {
    const html = plainTextHtml(
      '[표] <b>캡션</b>\n| <script>alert(1)</script> | [x](javascript:alert(1)) |\n\n[마이페이지](/kr/ko/cu/mypage) [기관](https://www.kopico.go.kr) [밖](//evil.example) ["](/a"onmouseover="x)',
    );
    expect(html).not.toMatch(/<script|<b>|href="javascript|href="\/\//);
    expect(html).toContain('aria-label="&lt;b&gt;캡션&lt;/b&gt;"');
    expect(html).toContain('<th scope="col">&lt;script&gt;alert(1)&lt;/script&gt;</th><th scope="col">[x](javascript:alert(1))</th>');
    expect(html).toContain('<a href="/kr/ko/cu/mypage">마이페이지</a> <a href="https://www.kopico.go.kr">기관</a> [밖](//evil.example)');
    expect(html).toContain('<a href="/a&quot;onmouseover=&quot;x">&quot;</a>');
  });
});
