/**
 * Seed part `reviews` (scripts/seed.mjs, migrations/0019_reviews.sql): real Korean reviews for the
 * seeded catalog, 0 to 18 per product, written as shoppers write them (texture, scent, skin type,
 * how long they used it), with masked writers, the product's first option, skin types and
 * concerns, 구매 인증 and 재구매/한달 사용 badges spread over the last months. Products pick their
 * number of reviews and their texts from their own number, so the part is deterministic and works
 * with any catalog size. Every product's review count and average then come from these rows (the
 * triggers of 0019); products without reviews show none, whatever the catalog seed guessed.
 *
 * Idempotent: nothing is written once imported reviews (no member) exist.
 * Plain, import-free TypeScript with erasable syntax only, so Node 24 runs it as is.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Most reviews one product gets (0 to this). */
const MOST = 18;

/** Rating, text, skin type, concerns, 재구매, 한달 사용. */
const TEXTS: readonly [number, string, string, string, 'Y' | 'N', 'Y' | 'N'][] = [
  [5, '건성이라 겨울마다 당김이 심했는데 이거 쓰고 나서 세안 후에도 촉촉함이 오래가요. 끈적임 없이 쏙 흡수돼서 아침에도 부담 없어요.', 'DRY', 'DRYNESS', 'Y', 'Y'],
  [5, '향이 은은한 녹차 향이라 자기 전에 바르면 기분이 좋아져요. 자극 없이 순하고, 한 달 넘게 쓰는 동안 트러블 하나 안 났어요.', 'SENSITIVE', 'SENSITIVITY', 'Y', 'Y'],
  [4, '발림성이 부드럽고 흡수가 빨라요. 다만 지성인 저한테는 여름엔 살짝 무거울 것 같아서 별 하나 뺐어요. 가을 겨울엔 딱입니다.', 'OILY', 'OILINESS', 'N', 'Y'],
  [5, '엄마랑 같이 쓰려고 샀는데 둘 다 만족해요! 피부결이 매끈해지는 게 느껴지고 화장이 잘 먹어요. 재구매 의사 있습니다.', 'COMBINATION', 'DULLNESS', 'Y', 'N'],
  [3, '나쁘지는 않은데 기대만큼 드라마틱한 변화는 아직 모르겠어요. 보습력은 괜찮은 편이고 용기가 튼튼해서 여행용으로 좋아요.', 'COMBINATION', 'PORES', 'N', 'N'],
  [5, '트러블 때문에 고민이 많았는데 진정 효과가 확실히 있어요. 붉은기가 가라앉는 게 눈에 보여서 벌써 두 번째 구매예요.', 'TROUBLE', 'TROUBLE,REDNESS', 'Y', 'Y'],
  [4, '제형이 묽어서 여러 번 레이어링하기 좋아요. 피부가 하루 종일 편안하고 속건조가 줄었어요. 가격 대비 만족합니다.', 'DRY', 'DRYNESS,DULLNESS', 'N', 'Y'],
  [5, '선물용으로 샀다가 제가 써 보고 반해서 하나 더 주문했어요. 포장도 깔끔하고 향이 자연스러워서 남자친구도 잘 써요.', 'OILY', 'PORES', 'Y', 'N'],
  [2, '제 피부에는 조금 안 맞았는지 바르고 나서 살짝 따끔거렸어요. 향은 좋은데 민감성 피부는 팔 안쪽에 먼저 테스트해 보세요.', 'SENSITIVE', 'SENSITIVITY,REDNESS', 'N', 'N'],
  [5, '한 달 꾸준히 썼더니 피부 톤이 한결 맑아졌다는 얘기를 들었어요. 끈적이지 않아서 메이크업 전에 써도 밀리지 않아요.', 'COMBINATION', 'DULLNESS', 'Y', 'Y'],
  [4, '배송이 빨랐고 유통기한도 넉넉했어요. 사용감은 산뜻한데 보습이 오래가서 건조한 사무실에서도 당기지 않아요.', 'DRY', 'DRYNESS', 'N', 'N'],
  [5, '모공이 넓어서 고민이었는데 피지 조절이 잘 되는 느낌이에요. 오후가 돼도 번들거림이 덜하고 피부가 보송해요.', 'OILY', 'OILINESS,PORES', 'Y', 'Y'],
  [4, '패키지가 예쁘고 펌프형이라 위생적이에요. 양 조절이 쉬워서 끝까지 알뜰하게 쓸 수 있을 것 같아요. 향은 거의 없어요.', 'COMBINATION', 'PORES', 'N', 'N'],
  [5, '주름 개선 기능성이라 써 봤는데 눈가가 확실히 덜 건조해요. 밤에 듬뿍 바르고 자면 아침에 피부가 탱탱해진 느낌이에요.', 'DRY', 'WRINKLES,DRYNESS', 'Y', 'Y'],
  [3, '무난하게 쓰기 좋아요. 특별한 자극은 없었고 보습도 적당해요. 다만 용량이 조금 적게 느껴져서 대용량이 나오면 좋겠어요.', 'SENSITIVE', 'SENSITIVITY', 'N', 'N'],
  [5, '녹차숍 제품은 처음인데 순하고 좋네요. 세안 후 바로 바르면 피부가 진정되는 느낌이라 요즘 제일 손이 많이 가요.', 'TROUBLE', 'TROUBLE', 'N', 'Y'],
  [4, '색감이 자연스러워서 데일리로 쓰기 좋아요. 지속력도 괜찮고 건조하지 않아서 입술 각질이 덜 일어나요.', 'DRY', 'DRYNESS', 'Y', 'N'],
  [5, '샤워하고 바르면 하루 종일 은은한 향이 남아요. 바디에 바르기 부담스럽지 않은 제형이라 여름에도 잘 쓸 것 같아요.', 'COMBINATION', 'DRYNESS', 'Y', 'Y'],
  [4, '피부과 시술 후 예민할 때 써도 괜찮았어요. 붉은기가 빨리 가라앉았고 끈적임이 적어서 마스크 안에서도 답답하지 않았어요.', 'SENSITIVE', 'REDNESS,SENSITIVITY', 'N', 'N'],
  [5, '세 번째 재구매예요. 다른 제품 써 봐도 결국 이걸로 돌아오게 되네요. 피부 컨디션이 들쭉날쭉할 때 특히 좋아요.', 'COMBINATION', 'TROUBLE,DULLNESS', 'Y', 'Y'],
];

const WRITERS = ['녹차***', 'skin***', '봄날***', 'mint***', '제주***', '하늘***', 'glow***', '다원***', '모닝***', 'luna***', '새싹***', 'dewy***'];

function text(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function seedStatements({ now }: { now: number }): string[] {
  const texts = TEXTS.map(([rating, body, skin, concerns, again, month], index) => `(${index}, ${rating}, ${text(body)}, ${text(skin)}, ${text(concerns)}, ${text(again)}, ${text(month)})`).join(', ');
  const writers = WRITERS.map((name, index) => `(${index}, ${text(name)})`).join(', ');
  return [
    `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${MOST - 1}),
      t(idx, rating, body, skin, concerns, again, month) AS (VALUES ${texts}),
      w(idx, nm) AS (VALUES ${writers}),
      p AS (SELECT inm_prd_no, CAST(substr(inm_prd_no, -4) AS INTEGER) AS k,
              (SELECT prd_optn_nm FROM product_options o WHERE o.inm_prd_no = products.inm_prd_no ORDER BY sort_ord, inm_optn_prd_no LIMIT 1) AS optn
            FROM products)
    INSERT INTO product_reviews (inm_prd_no, prd_optn_nm, writer_nm, rating, content, skin_type_cd, skin_concerns, verified_yn, repurchase_yn, month_use_yn,
      status, helpful_cnt, created_at, updated_at)
    SELECT p.inm_prd_no, COALESCE(p.optn, ''), w.nm, t.rating, t.body, t.skin, t.concerns, 'Y', t.again, t.month, 'PUBLISHED',
      (p.k * 13 + seq.n * 7) % 41, ${now} - (seq.n * 5 + p.k % 4 + 1) * ${DAY_MS}, ${now} - (seq.n * 5 + p.k % 4 + 1) * ${DAY_MS}
    FROM p JOIN seq ON seq.n < (p.k * 7) % ${MOST + 1}
      JOIN t ON t.idx = (p.k * 3 + seq.n) % ${TEXTS.length}
      JOIN w ON w.idx = (p.k + seq.n * 5) % ${WRITERS.length}
    WHERE NOT EXISTS (SELECT 1 FROM product_reviews WHERE incs_no IS NULL)`,
    // The catalog seed guessed figures for every product; only rows count from here on.
    `UPDATE products SET review_cnt = 0, rating_avg = 0
      WHERE (review_cnt <> 0 OR rating_avg <> 0) AND inm_prd_no NOT IN (SELECT inm_prd_no FROM product_reviews WHERE status = 'PUBLISHED')`,
  ];
}
