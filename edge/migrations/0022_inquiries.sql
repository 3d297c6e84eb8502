-- 1:1 inquiries. A member asks (category, type, title, content, an optional order, up
-- to 10 images through the upload module); the inquiry may be changed or deleted until an operator
-- answers it, and the answer reaches the member's 알림함. `form_cd` says which form it came from:
-- FULL (the 1:1 inquiry screens, 1,000 characters) or SHORT (the quick inquiry about an order, 300).
CREATE TABLE inquiries (
  inquiry_no INTEGER PRIMARY KEY AUTOINCREMENT,
  incs_no INTEGER NOT NULL REFERENCES customers (incs_no),
  category_cd TEXT NOT NULL CHECK (category_cd IN ('MEMBER', 'ORDER', 'DELIVERY', 'CLAIM', 'BENEFIT', 'PRODUCT', 'ETC')),
  type_cd TEXT NOT NULL CHECK (type_cd IN ('QUESTION', 'COMPLAINT', 'SUGGESTION')),
  form_cd TEXT NOT NULL CHECK (form_cd IN ('FULL', 'SHORT')),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 30),
  content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 1000),
  ord_no TEXT REFERENCES orders (ord_no),
  status TEXT NOT NULL CHECK (status IN ('RECEIVED', 'ANSWERED', 'DELETED')),
  answer TEXT,
  answered_at INTEGER,
  privacy_agreed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX inquiries_by_member ON inquiries (incs_no, created_at DESC);
CREATE INDEX inquiries_waiting ON inquiries (status, created_at) WHERE status = 'RECEIVED';

CREATE TABLE inquiry_images (
  inquiry_no INTEGER NOT NULL REFERENCES inquiries (inquiry_no),
  sort_ord INTEGER NOT NULL,
  url TEXT NOT NULL,
  upload_id TEXT REFERENCES uploads (upload_id),
  PRIMARY KEY (inquiry_no, sort_ord)
);
