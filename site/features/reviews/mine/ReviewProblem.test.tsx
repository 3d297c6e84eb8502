import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client';
import { ReviewProblem } from './ReviewProblem';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function shown(problem: ApiError): Promise<string> {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<ReviewProblem problem={problem} />));
  const text = container.textContent ?? '';
  act(() => root.unmount());
  return text;
}

describe('a review screen that could not open', () => {
  it('shows the gateway’s refusal in its own words, with where to ask', async () => {
    const message = '리뷰 작성 권한이 없습니다. 궁금한 점은 고객센터 또는 1:1 문의로 연락해 주세요.';
    const text = await shown(new ApiError('REVIEW_1001', message, 403));
    expect(text).toContain('리뷰를 쓸 수 없습니다');
    expect(text).toContain(message);
    expect(text).toContain('1:1 문의');
  });

  it('shows the field’s message when the address named no order line', async () => {
    const text = await shown(new ApiError('INVALID_INPUT', '입력값을 확인해 주세요.', 400, { orderLineId: '리뷰를 쓸 상품을 선택해 주세요.' }));
    expect(text).toContain('리뷰를 쓸 상품을 선택해 주세요.');
    expect(text).not.toContain('입력값을 확인해 주세요.');
  });

  it('shows a failure’s message as a note, not as a refusal', async () => {
    const text = await shown(new ApiError('NETWORK_ERROR', '네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.', 0));
    expect(text).toBe('네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.');
  });
});
