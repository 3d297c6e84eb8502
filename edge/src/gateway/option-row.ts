/** The columns of one product option that the cart and the order sheet both read (a product option joined to its product, brand and main image). */
export interface ProductOptionRow {
  inm_optn_prd_no: string;
  inm_prd_no: string;
  product_code: string;
  prd_nm: string;
  prd_optn_nm: string;
  brand_nm: string;
  image_alt: string;
  /** An uploaded main photo (migration 0028); null for the drawn SVG. */
  image_url: string | null;
  cnsm_amt: number;
  sale_amt: number;
  stock: number;
  max_buy_qty: number;
  sold_out: number;
  sale_stop: number;
}
