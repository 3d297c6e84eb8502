/** The empty wishlist: says so and leads on to 베스트 and 특가. */
import { sitePath } from '#shared/site-path';
import { EmptyState } from '#components/ui/EmptyState.tsx';

export function WishEmpty() {
  return (
    <EmptyState icon="heart" title="위시리스트에 담긴 상품이 없습니다" text="마음에 드는 상품의 하트를 눌러 담아 보세요.">
      <a className="button button--primary" href={sitePath('dp/best')}>
        베스트 상품 보기
      </a>
      <a className="button" href={sitePath('dp/hot-deal')}>
        특가 상품 보기
      </a>
    </EmptyState>
  );
}
