/**
 * One order: its lines, money, payment, delivery and claims, whose it is, and what the
 * operator's role may do with it: the next status step, or a cancel or refund with a reason.
 */
import { Grid, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { useBasename, usePermissions, useRecordContext } from 'react-admin';
import { formatDttm, formatMobile, formatNumber, formatWon } from '#shared/format';
import type { OperatorRole } from '#shared/ops/operator-roles';
import type { OrderOpsDetail } from './order-detail';
import { can } from '../role-areas';
import { Section } from '../section';
import { OrderCancelForm, OrderMoveForm } from './OrderActions';
import { recordShowPage } from '../record-pages';

const when = (dttm: string | null) => (dttm ? formatDttm(dttm, { weekday: false }) : '-');

/**
 * The order lines read on a phone without a sideways scroll. The theme keeps a table's cells on one
 * line there (ConsoleApp), which pushed the quantity and prices past the card's edge behind a long
 * product name; here the name wraps between words in a column kept wide enough for a few of them,
 * the headings and numbers stay whole, and the cells' sides are narrower so all four columns fit.
 * The body selector outranks the theme's.
 */
const linesSx: SxProps<Theme> = (theme) => ({
  '& th, & .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
  '& .MuiTableCell-body:first-of-type': { whiteSpace: 'normal', minWidth: '9em', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 } },
});

function OrderPage() {
  const order = useRecordContext<OrderOpsDetail>();
  const { permissions } = usePermissions<OperatorRole>();
  const basename = useBasename();
  // Until `orders/get` answers, react-admin shows the search's row, which lacks the detail.
  if (!order?.lines) return null;
  const { amounts, payment, delivery } = order;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Stack spacing={2}>
          <Section title={`주문 ${order.ordNo} · ${order.statusNm}`}>
            <Typography>
              주문 {when(order.ordDttm)} · 결제 {when(order.paidDttm)} · 주문자{' '}
              <Link href={`${basename}/customers/${order.incsNo}/show`}>
                {order.custNm} ({order.custWebId ?? order.incsNo})
              </Link>
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="주문 상품" sx={linesSx}>
                <TableHead>
                  <TableRow>
                    <TableCell>상품</TableCell>
                    <TableCell align="right">수량</TableCell>
                    <TableCell align="right">판매가</TableCell>
                    <TableCell align="right">환불</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.ordLineNo}>
                      <TableCell>
                        {line.prdNm} ({line.prdOptnNm})
                      </TableCell>
                      <TableCell align="right">{formatNumber(line.qty)}</TableCell>
                      <TableCell align="right">{formatWon(line.saleAmt)}</TableCell>
                      <TableCell align="right">{line.refundedQty > 0 ? formatNumber(line.refundedQty) : '-'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Section>
          <Section title="결제">
            <Typography>
              상품 {formatWon(amounts.listAmt)} − 할인 {formatWon(amounts.prdDcAmt)} − 쿠폰 {formatWon(amounts.cpnDcAmt)}
              {amounts.couponNm ? ` (${amounts.couponNm})` : ''} − 포인트 {formatNumber(amounts.usePt)}P + 배송비 {formatWon(amounts.shippingFee)}
            </Typography>
            <Typography>
              결제 금액 {formatWon(amounts.payAmt)} · {payment.payMethodNm} · 취소된 금액 {formatWon(payment.cancelledAmt)}
            </Typography>
          </Section>
          <Section title="배송">
            <Typography>
              {delivery.rcptNm} · {formatMobile(delivery.rcptMobile)} · ({delivery.zipNo}) {delivery.roadAddr} {delivery.dtlAddr}
            </Typography>
            <Typography>
              요청 사항 {delivery.dlvMemo || '없음'} · 택배사·송장번호{' '}
              {delivery.shipment ? `${delivery.shipment.carrierNm} ${delivery.shipment.trackingNo}` : '-'}
              {delivery.shipment?.trackingUrl && (
                <>
                  {' '}
                  <Link href={delivery.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                    배송조회 (새 창)
                  </Link>
                </>
              )}
            </Typography>
          </Section>
          <Section title="취소·교환·반품">
            {order.claims.length === 0 ? (
              <Typography>없습니다.</Typography>
            ) : (
              <ul aria-label="취소·교환·반품 내역">
                {order.claims.map((claim) => (
                  <li key={claim.clmNo}>
                    {claim.claimTypeNm} {claim.statusNm} · {when(claim.requestedDttm)} · {claim.reasonText || claim.reasonCd}
                    {claim.refundAmt > 0 ? ` · 환불 ${formatWon(claim.refundAmt)}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Stack spacing={2}>
          {can(permissions, 'orderStatus') && order.nextStatus && (
            <Section title="다음 단계">
              <OrderMoveForm order={order} />
            </Section>
          )}
          {can(permissions, 'orderCancel') && order.refundPreview && (
            <Section title="취소·환불">
              <OrderCancelForm order={order} />
            </Section>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}

export const OrderShow = recordShowPage(OrderPage, '주문');
