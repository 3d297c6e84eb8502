/** Only a currently active editor may post: a member who is not one is told so and where to ask. */
import { NOT_EDITOR_MESSAGE } from '#shared/postings/posting-rules';
import { sitePath } from '#shared/site-path';
import { EmptyState } from '#components/ui/EmptyState.tsx';

export function NotEditor() {
  return (
    <EmptyState icon="receipt" title="에디터만 포스팅을 쓸 수 있습니다" text={NOT_EDITOR_MESSAGE}>
      <a className="button" href={sitePath('/dp/posting-list')}>
        에디터 포스팅 보기
      </a>
      <a className="button button--primary" href={sitePath('/cu/mypage/contact')}>
        1:1 문의
      </a>
    </EmptyState>
  );
}
