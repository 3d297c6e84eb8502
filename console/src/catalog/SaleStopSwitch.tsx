/**
 * 판매중지 on a product's page: a switch that asks first, since the product leaves lists, search
 * and the sitemap at once and can no longer be put in a cart or ordered (docs/operator-catalog.md).
 * It calls `catalog/products/sale-stop` by itself, apart from the form's save, so the audit log
 * keeps it as its own change.
 */
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh } from 'react-admin';
import { opsCall } from '../ops-fetch';
import type { ProductRecord } from './product-record';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

const ASK = {
  Y: {
    title: '판매중지할까요?',
    content:
      '판매중지하면 이 상품이 상품 목록·검색·사이트맵에서 곧바로 빠지고, 장바구니 담기와 주문이 막힙니다. 위시리스트·장바구니·주문 내역에는 판매중지로 표시되어 남습니다.',
    confirm: '판매중지',
  },
  N: {
    title: '판매중지를 해제할까요?',
    content: '해제하면 이 상품이 1분 안에 상품 목록·검색·사이트맵에 다시 보이고, 다시 주문할 수 있습니다.',
    confirm: '해제',
  },
} as const;

export function SaleStopSwitch({ product }: { product: ProductRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<'Y' | 'N' | null>(null);
  const [busy, setBusy] = useState(false);
  const stopped = product.saleStopYn === 'Y';

  async function confirm(saleStopYn: 'Y' | 'N') {
    setBusy(true);
    try {
      const answer = await opsCall(OPS.setSaleStop, { inmPrdNo: product.inmPrdNo, saleStopYn });
      notify(answer.change?.message ?? '저장했습니다.', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <>
      <FormControlLabel control={<Switch checked={stopped} disabled={busy} onChange={() => setAsking(stopped ? 'N' : 'Y')} color="error" />} label="판매중지" />
      <Typography variant="body2" color={stopped ? 'error' : 'text.secondary'} role="status">
        {stopped ? '판매중지된 상품입니다. 목록·검색·사이트맵에 보이지 않고 주문할 수 없습니다.' : '판매 중입니다.'}
      </Typography>
      {asking && (
        <Confirm
          isOpen
          loading={busy}
          title={ASK[asking].title}
          content={ASK[asking].content}
          confirm={ASK[asking].confirm}
          cancel="취소"
          onConfirm={() => void confirm(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
