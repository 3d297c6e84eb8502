/** Without review authority the member is told so and where to ask (고객센터, 1:1 문의). */
import { sitePath } from '#shared/site-path';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { MY_REVIEWS_PATH } from './review-paths';

export function NoAuthority({ message }: { message: string }) {
  return (
    <EmptyState icon="receipt" title="리뷰를 쓸 수 없습니다" text={message}>
      <a className="button" href={sitePath('/cu/support')}>
        고객센터
      </a>
      <a className="button" href={sitePath('/cu/mypage/contact')}>
        1:1 문의
      </a>
      <a className="button button--primary" href={MY_REVIEWS_PATH}>
        리뷰 목록
      </a>
    </EmptyState>
  );
}
