/**
 * 베스트 상품 (the owner's): the period's top 20 products by 순매출 and by units, each less what was
 * given back in the period, at the lines' sale prices before the order's coupon and points, with
 * the stock left and a link to the product in the console.
 */
import { useState } from 'react';
import { Alert, Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type SxProps, type Theme } from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { formatNumber, formatWon } from '#shared/format';
import type { BestProduct } from '#shared/schemas/report-ops-calls';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { PeriodControls, type PeriodChoice } from './PeriodControls';
import { shortDay } from './report-format';
import { useOpsRead } from '../use-ops-read';

/**
 * The ranking reads on a phone without a sideways scroll. The theme keeps a table's cells on one line
 * there (ConsoleApp), which left the figures past the card's edge behind a long product name; here
 * the name wraps between words in a column kept wide enough for a few of them, the two-word
 * headings may take two lines, and the cells' sides are narrower. The selectors outrank the theme's.
 */
const rankSx: SxProps<Theme> = (theme) => ({
  '& th.MuiTableCell-body': { whiteSpace: 'normal', minWidth: '7em', wordBreak: 'keep-all', overflowWrap: 'anywhere' },
  [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 }, '& th.MuiTableCell-head': { whiteSpace: 'normal', wordBreak: 'keep-all' } },
});

function RankTable({ title, products }: { title: string; products: BestProduct[] }) {
  const basename = useBasename();
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {products.length === 0 ? (
        <Typography role="status">이 기간에 팔린 상품이 없습니다.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title} sx={rankSx}>
            <TableHead>
              <TableRow>
                <TableCell align="right">순위</TableCell>
                <TableCell>상품</TableCell>
                <TableCell align="right">판매 수량</TableCell>
                <TableCell align="right">순매출</TableCell>
                <TableCell align="right">남은 재고</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((product, index) => (
                <TableRow key={product.inmPrdNo}>
                  <TableCell align="right">{index + 1}</TableCell>
                  <TableCell component="th" scope="row">
                    <Link href={`${basename}/products/${encodeURIComponent(product.inmPrdNo)}`}>{product.prdNm}</Link>
                    <Typography variant="body2" color="text.secondary">
                      {product.brandNm} · {product.productCode}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{`${formatNumber(product.qty)}개`}</TableCell>
                  <TableCell align="right">{formatWon(product.netAmt)}</TableCell>
                  <TableCell align="right" sx={product.stock === 0 ? { color: 'error.main', fontWeight: 700 } : undefined}>
                    {product.stock === 0 ? '품절' : `${formatNumber(product.stock)}개`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

export function BestProductsScreen() {
  const [period, setPeriod] = useState<PeriodChoice>({ days: 30 });
  const { answer: best, problem } = useOpsRead(OPS.getBestProducts, period);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="베스트 상품" />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          기간 동안 결제된 수량과 금액에서 같은 기간에 취소·환불된 것을 뺀 값입니다. 금액은 판매가 기준(주문 쿠폰·포인트 적용 전)이며 재고는 지금 남은 수량입니다.
        </Typography>
        <PeriodControls period={period} onPeriod={setPeriod} />
        {!best && !problem && <Typography role="status">불러오는 중…</Typography>}
        {problem && <Alert severity="error">{problem}</Alert>}
        {best && (
          <>
            <Typography>{`${shortDay(best.from)}~${shortDay(best.to)}`}</Typography>
            <RankTable title="순매출 상위 20" products={best.byNetAmt} />
            <RankTable title="판매 수량 상위 20" products={best.byQty} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
