/**
 * The products a posting shows (up to five): the editor searches the catalog by name (the shop's
 * Korean search) and adds or removes them. Not a nested form: Enter in the search box searches.
 */
import { useState, type KeyboardEvent } from 'react';
import { formatWon } from '#shared/format';
import { POSTING_MAX_PRODUCTS } from '#shared/postings/posting-rules';
import type { MyPosting } from '#shared/schemas/posting-calls';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { searchProducts } from '#features/search/calls.ts';

export type PickedProduct = MyPosting['products'][number];

interface Props {
  products: readonly PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
}

export function ProductPicker({ products, onChange }: Props) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PickedProduct[] | null>(null);
  const [phase, setPhase] = useState<'idle' | 'busy' | 'failed'>('idle');
  const full = products.length >= POSTING_MAX_PRODUCTS;

  async function search() {
    if (!query.trim()) return;
    setPhase('busy');
    try {
      const answer = await searchProducts({ query: query.trim(), size: 10 });
      setFound(answer.items.map(({ productCode, prdNm, saleAmt, imageUrl }) => ({ productCode, prdNm, saleAmt, imageUrl })));
      setPhase('idle');
    } catch {
      setPhase('failed');
    }
  }
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };
  const chosen = new Set(products.map((product) => product.productCode));

  return (
    <fieldset className="posting-products">
      <legend>
        포스팅 속 상품 <span className="ui-photos__hint">(선택, {POSTING_MAX_PRODUCTS}개까지)</span>
      </legend>
      {products.length > 0 && (
        <ul className="posting-products__chosen" aria-label="고른 상품">
          {products.map((product) => (
            <li key={product.productCode}>
              <span>
                {product.prdNm} <small>{formatWon(product.saleAmt)}</small>
              </span>
              <button type="button" className="ui-photos__remove" onClick={() => onChange(products.filter((other) => other !== product))}>
                {product.prdNm} 빼기
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="posting-products__search">
        <label className="visually-hidden" htmlFor="posting-product-query">
          상품 검색어
        </label>
        <input
          id="posting-product-query"
          type="search"
          placeholder="상품 이름으로 찾기"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="button" onClick={() => void search()}>
          상품 찾기
        </button>
      </div>
      {phase === 'busy' && <StatusNote busy>상품을 찾는 중입니다.</StatusNote>}
      {phase === 'failed' && <ErrorNote>상품을 찾지 못했습니다. 잠시 후 다시 시도해 주세요.</ErrorNote>}
      {found && phase === 'idle' && (
        <ul className="posting-products__found" aria-label="찾은 상품">
          {found.length === 0 && <li>찾는 상품이 없습니다.</li>}
          {found.map((product) => (
            <li key={product.productCode}>
              <img src={product.imageUrl} alt="" width={40} height={40} loading="lazy" />
              <span>
                {product.prdNm} <small>{formatWon(product.saleAmt)}</small>
              </span>
              <button type="button" className="button" disabled={full || chosen.has(product.productCode)} onClick={() => onChange([...products, product])}>
                {chosen.has(product.productCode) ? '추가됨' : '추가'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
