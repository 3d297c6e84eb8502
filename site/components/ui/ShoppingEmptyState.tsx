/**
 * The empty state of a list of things to buy (the cart, the wishlist): it says so and leads on to
 * 베스트 and 특가, where a shopper finds something to put in it.
 */
import { sitePath } from '#shared/site-path';
import type { IconName } from '#shared/ui/icons';
import { EmptyState } from './EmptyState';

export function ShoppingEmptyState({ icon, title, text }: { icon: IconName; title: string; text: string }) {
  return (
    <EmptyState icon={icon} title={title} text={text}>
      <a className="button button--primary" href={sitePath('dp/best')}>
        베스트 상품 보기
      </a>
      <a className="button" href={sitePath('dp/hot-deal')}>
        특가 상품 보기
      </a>
    </EmptyState>
  );
}
