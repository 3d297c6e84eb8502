-- The customer centre's content lives in D1, so an operator changes it without a
-- deploy. Bodies are plain text with a little structure (blank lines between paragraphs, `## `
-- headings, `- ` list lines), never markup: screens draw them escaped.
CREATE TABLE notices (
  notice_no INTEGER PRIMARY KEY AUTOINCREMENT,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  body TEXT NOT NULL,
  pinned_yn TEXT NOT NULL DEFAULT 'N' CHECK (pinned_yn IN ('Y', 'N')),
  status TEXT NOT NULL DEFAULT 'PUBLISHED' CHECK (status IN ('PUBLISHED', 'HIDDEN')),
  published_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX notices_list ON notices (status, pinned_yn, published_at DESC);

CREATE TABLE faqs (
  faq_no INTEGER PRIMARY KEY,
  category_cd TEXT NOT NULL CHECK (category_cd IN ('MEMBER', 'ORDER', 'DELIVERY', 'CLAIM', 'BENEFIT', 'ETC')),
  question TEXT NOT NULL CHECK (length(question) BETWEEN 1 AND 200),
  answer TEXT NOT NULL,
  sort_ord INTEGER NOT NULL DEFAULT 0,
  top_yn TEXT NOT NULL DEFAULT 'N' CHECK (top_yn IN ('Y', 'N')),   -- among 자주 묻는 질문 on the centre's home
  status TEXT NOT NULL DEFAULT 'PUBLISHED' CHECK (status IN ('PUBLISHED', 'HIDDEN')),
  updated_at INTEGER NOT NULL
);
CREATE INDEX faqs_by_category ON faqs (status, category_cd, sort_ord);
