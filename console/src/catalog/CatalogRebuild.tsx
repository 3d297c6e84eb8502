/**
 * 다시 빌드: what the prebuilt product pages do not show yet (names, copy, images,
 * new products; ADR 009) and a button that asks the configured deploy hook for a build. Without a
 * hook the button is off and the page says who configures it.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { formatDttm } from '#shared/format';
import { opsCall } from '../ops-fetch';

interface Waits {
  hookConfigured: boolean;
  items: { inmPrdNo: string; prdNm: string; what: string; changedDttm: string }[];
}

export function CatalogRebuild() {
  const notify = useNotify();
  const [waits, setWaits] = useState<Waits | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => {
    opsCall<Waits>('catalog/rebuild/list')
      .then(setWaits)
      .catch((error: Error) => setProblem(error.message));
  }, []);
  useEffect(load, [load]);

  async function rebuild() {
    setBusy(true);
    setProblem(null);
    try {
      const done = await opsCall<{ clearedCnt: number }>('catalog/rebuild');
      notify(`다시 빌드를 요청했습니다. 변경 ${done.clearedCnt}건이 빌드가 끝나면 상품 페이지에 반영됩니다.`, { type: 'success' });
      load();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '다시 빌드를 요청하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="다시 빌드" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>가격·재고·BEST·NEW·품절은 바로 반영됩니다. 아래 변경은 다시 빌드해야 상품 페이지에 보입니다.</Typography>
        {waits && waits.items.length === 0 && <Typography role="status">기다리는 변경이 없습니다.</Typography>}
        {waits && waits.items.length > 0 && (
          <List aria-label="빌드를 기다리는 변경" dense>
            {waits.items.map((item) => (
              <ListItem key={item.inmPrdNo}>
                <ListItemText primary={`${item.prdNm}: ${item.what}`} secondary={formatDttm(item.changedDttm, { weekday: false })} />
              </ListItem>
            ))}
          </List>
        )}
        {waits && !waits.hookConfigured && (
          <Alert severity="info">배포 훅(DEPLOY_HOOK_URL)이 설정되어 있지 않아 여기서 다시 빌드할 수 없습니다. 대표 운영자에게 설정을 요청해 주세요.</Alert>
        )}
        <Button variant="contained" disabled={busy || !waits?.hookConfigured} onClick={() => void rebuild()} sx={{ justifySelf: 'start' }}>
          {busy ? '요청하는 중…' : '다시 빌드'}
        </Button>
        {problem && <Alert severity="error">{problem}</Alert>}
      </CardContent>
    </Card>
  );
}
