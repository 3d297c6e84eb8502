/**
 * 상품 CSV: the catalog exported as a spreadsheet file (one option a line) and a file
 * imported back. A file is all or nothing: when any line is wrong nothing is written, and each
 * line's result says what to fix (docs/operator-catalog.md).
 */
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { FileButton } from '../file-button';
import { LineResults } from '../line-results';
import { downloadText } from '../download-file';
import { opsCall } from '../ops-fetch';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

interface Imported {
  applied: boolean;
  createdCnt: number;
  updatedCnt: number;
  rows: { line: number; productCode: string; prdCd: string; ok: boolean; message: string }[];
  change: { message: string };
}

const PRODUCT_COLUMNS: readonly [string, (row: Imported['rows'][number]) => string][] = [
  ['상품 코드', (row) => row.productCode],
  ['옵션 코드', (row) => row.prdCd],
];

export function CatalogCsv() {
  const [result, setResult] = useState<Imported | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(work: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '처리하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }
  const exportCsv = () =>
    attempt(async () => {
      const { csv } = await opsCall(OPS.exportCatalogCsv);
      downloadText('nokcha-catalog.csv', csv);
    });
  const importCsv = (file: File | undefined) =>
    file &&
    attempt(async () => {
      setResult(null);
      setResult(await opsCall(OPS.importCatalogCsv, { csv: await file.text() }));
    });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="상품 CSV" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          내보낸 파일과 같은 형식(옵션 한 줄, 첫 줄은 열 이름)으로 올리면 상품 코드로 상품을, 옵션 코드로 옵션을 등록하거나 고칩니다. 틀린 줄이 하나라도 있으면
          아무것도 바꾸지 않습니다. 한 번에 200줄까지 올릴 수 있습니다.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" disabled={busy} onClick={() => void exportCsv()}>
            상품 CSV 내보내기
          </Button>
          <FileButton accept=".csv,text/csv" fileLabel="상품 CSV 파일" disabled={busy} onFile={(file) => void importCsv(file)}>
            {busy ? '처리하는 중…' : '상품 CSV 가져오기'}
          </FileButton>
        </Stack>
        {problem && <Alert severity="error">{problem}</Alert>}
        {result && (
          <>
            <Alert severity={result.applied ? 'success' : 'error'} role="status">
              {result.applied ? `새 상품 ${result.createdCnt}개, 수정 ${result.updatedCnt}개. ` : ''}
              {result.change.message}
            </Alert>
            <LineResults columns={PRODUCT_COLUMNS} rows={result.rows} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
