/**
 * The rows the display queries give (product-sql.ts) and how a row becomes the card, option,
 * image and detail of shared/schemas/display-calls.ts.
 */
import {
  BADGES,
  BUY_RULES,
  type Badge,
  type BuyRule,
  type ProductCard,
  type ProductDetail,
  type ProductImage,
  type ProductOption,
} from '#shared/schemas/display-calls';
import { productImagePath } from '#shared/catalog/paths';

/** A card's SQL travels with its mapper: whoever selects `CARD_COLUMNS` (other features too) maps the row with `toCard`. */
export { CARD_COLUMNS, cardJoins } from './product-sql';

/** The fields a badge depends on. */
export interface BadgeFields {
  best_yn: string;
  new_yn: string;
  dc_rate: number;
  /** The running deal's end; null when none runs. */
  hot_deal_end_dttm: string | null;
}

/** A row of `CARD_COLUMNS`. */
export interface CardRow extends BadgeFields {
  inm_prd_no: string;
  product_code: string;
  prd_nm: string;
  brand_cd: string;
  brand_nm: string;
  cat_nm: string;
  sub_cat_nm: string;
  cnsm_amt: number;
  sale_amt: number;
  review_cnt: number;
  rating_avg: number;
  image_alt: string;
  /** The main image's upload address (migration 0028); null for a drawn SVG the build writes. */
  image_url?: string | null;
  /** `SOLD_OUT_SQL`: 1 or 0. */
  sold_out: number;
  /** products.buy_rule; null only from an outer join that found no product. */
  buy_rule: string | null;
}

/** A row of `CARD_COLUMNS` and `DETAIL_COLUMNS`. */
export interface DetailRow extends CardRow {
  summary: string;
  description: string;
  max_buy_qty: number;
  reg_dttm: string;
  sales_cnt: number;
  capacity: string;
  skin_type: string;
  expiry_info: string;
  usage_info: string;
  manufacturer: string;
  origin_country: string;
  ingredients: string;
  functional_info: string;
  caution: string;
  quality_std: string;
  cs_phone: string;
  /** 판매중지 (migration 0039): 'Y' takes the product off sale. */
  sale_stop_yn: string;
}

/** A row of `OPTION_COLUMNS`. */
export interface OptionRow {
  inm_prd_no: string;
  inm_optn_prd_no: string;
  prd_optn_nm: string;
  prd_cd: string;
  cnsm_amt: number;
  sale_amt: number;
  stock: number;
  /** The product's flag: a sold-out product sells none of its options. */
  sold_out_yn: string;
}

/** A row of `IMAGE_COLUMNS`. */
export interface ImageRow {
  inm_prd_no: string;
  sort_ord: number;
  alt: string;
  /** Exactly one of the two (migration 0028): SVG text the build writes, or an uploaded photo's address. */
  svg: string | null;
  url: string | null;
}

const yn = (flag: unknown): 'Y' | 'N' => (flag ? 'Y' : 'N');

/** The column's rule; anything else (no product row) is ANY. */
function buyRuleOf(value: string | null): BuyRule {
  return (BUY_RULES as readonly (string | null)[]).includes(value) ? (value as BuyRule) : 'ANY';
}

/** The badges in `BADGES` order: HOT only with a running deal, SALE with any discount. */
export function badgesOf(row: BadgeFields): Badge[] {
  const shown: Record<Badge, boolean> = { BEST: row.best_yn === 'Y', NEW: row.new_yn === 'Y', HOT: row.hot_deal_end_dttm !== null, SALE: row.dc_rate > 0 };
  return BADGES.filter((badge) => shown[badge]);
}

/** The card of a product; its image is the main one (sort order 0). */
export function toCard(row: CardRow): ProductCard {
  return {
    inmPrdNo: row.inm_prd_no,
    productCode: row.product_code,
    prdNm: row.prd_nm,
    brandCd: row.brand_cd,
    brandNm: row.brand_nm,
    catNm: row.cat_nm,
    subCatNm: row.sub_cat_nm,
    cnsmAmt: row.cnsm_amt,
    saleAmt: row.sale_amt,
    dcRate: row.dc_rate,
    badges: badgesOf(row),
    soldOutYn: yn(row.sold_out),
    reviewCnt: row.review_cnt,
    ratingAvg: row.rating_avg,
    imageUrl: row.image_url ?? productImagePath(row.inm_prd_no, 0),
    imageAlt: row.image_alt,
    hotDealEndDttm: row.hot_deal_end_dttm,
    buyRule: buyRuleOf(row.buy_rule),
  };
}

/** An option; sold out when it has no stock or its product is marked sold out. */
export function toOption(row: OptionRow): ProductOption {
  return {
    inmOptnPrdNo: row.inm_optn_prd_no,
    prdOptnNm: row.prd_optn_nm,
    prdCd: row.prd_cd,
    cnsmAmt: row.cnsm_amt,
    saleAmt: row.sale_amt,
    stock: row.stock,
    soldOutYn: yn(row.stock === 0 || row.sold_out_yn === 'Y'),
  };
}

/** A gallery image: an uploaded photo where R2 serves it, or SVG text at the path the build writes it to. */
export function toImage(row: ImageRow): ProductImage {
  return { url: row.url ?? productImagePath(row.inm_prd_no, row.sort_ord), alt: row.alt, svg: row.svg ?? '' };
}

/** A detail from its row and its product's options and images, each already in display order. */
export function toDetail(row: DetailRow, options: readonly OptionRow[], images: readonly ImageRow[]): ProductDetail {
  return {
    ...toCard(row),
    summary: row.summary,
    description: row.description,
    maxBuyQty: row.max_buy_qty,
    regDttm: row.reg_dttm,
    salesCnt: row.sales_cnt,
    options: options.map(toOption),
    images: images.map(toImage),
    disclosure: disclosureOf(row),
  };
}

/** The product information disclosure (상품정보제공고시) of a product row, for shoppers and the console alike. */
export function disclosureOf(
  row: Pick<
    DetailRow,
    | 'capacity'
    | 'skin_type'
    | 'expiry_info'
    | 'usage_info'
    | 'manufacturer'
    | 'origin_country'
    | 'ingredients'
    | 'functional_info'
    | 'caution'
    | 'quality_std'
    | 'cs_phone'
  >,
) {
  return {
    capacity: row.capacity,
    skinType: row.skin_type,
    expiryInfo: row.expiry_info,
    usageInfo: row.usage_info,
    manufacturer: row.manufacturer,
    originCountry: row.origin_country,
    ingredients: row.ingredients,
    functionalInfo: row.functional_info,
    caution: row.caution,
    qualityStd: row.quality_std,
    csPhone: row.cs_phone,
  };
}
