/**
 * 송장번호 일괄 등록: the warehouse picks the CSV its carrier's system wrote
 * (주문번호,송장번호,택배사); paid and preparing orders become 배송중, and each line's result is shown.
 */
import { useState } from 'react';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { FileButton } from '../file-button';
import { LineResults } from '../line-results';
import { opsCall } from '../ops-fetch';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { CARRIERS } from '#shared/order/carriers';

interface Result {
  shippedCnt: number;
  failedCnt: number;
  rows: { line: number; ordNo: string; trackingNo: string; carrierNm: string; ok: boolean; message: string }[];
}

const ORDER_COLUMNS: readonly [string, (row: Result['rows'][number]) => string][] = [
  ['주문번호', (row) => row.ordNo],
  ['송장번호', (row) => row.trackingNo],
  ['택배사', (row) => row.carrierNm],
];

const CARRIER_NAMES = Object.values(CARRIERS)
  .map((carrier) => carrier.carrierNm)
  .join(', ');

export function TrackingUpload() {
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      setResult(await opsCall(OPS.uploadTracking, { csv: await file.text() }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '올리지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="송장번호 일괄 등록" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          CSV 파일의 한 줄에 주문번호, 송장번호, 택배사를 쉼표로 적어 주세요 (첫 줄 제목은 있어도 됩니다). 택배사는 {CARRIER_NAMES} 중 하나입니다.
          결제완료·상품준비중 주문이 배송중으로 바뀌고, 회원에게 배송조회 링크와 함께 알림이 갑니다. 택배사나 송장번호가 맞지 않는 줄은 바꾸지 않고 이유를 알려
          드립니다. 한 번에 1,000줄까지 올릴 수 있습니다.
        </Typography>
        <FileButton accept=".csv,text/csv" fileLabel="송장번호 CSV 파일" disabled={busy} onFile={(file) => void send(file)}>
          {busy ? '등록하는 중…' : 'CSV 파일 선택'}
        </FileButton>
        {problem && <Alert severity="error">{problem}</Alert>}
        {result && (
          <>
            <Alert severity={result.failedCnt ? 'warning' : 'success'} role="status">
              {result.shippedCnt}건을 배송중으로 변경했습니다.{result.failedCnt ? ` ${result.failedCnt}건은 변경하지 못했습니다.` : ''}
            </Alert>
            <LineResults columns={ORDER_COLUMNS} rows={result.rows} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
