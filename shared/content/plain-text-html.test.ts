import { describe, expect, it } from 'vitest';
import { plainTextHtml } from './plain-text-html';

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
