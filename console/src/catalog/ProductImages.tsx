/**
 * A product's images on its page: photos uploaded to R2 (JPG, PNG, WebP up to 10MB,
 * checked here and again by their bytes in the worker), made the main image or removed. Each
 * change shows on every page within a minute (ADR 039).
 */
import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRefresh } from 'react-admin';
import { PRODUCT_IMAGE_RULE } from '#shared/catalog/product-image-rule';
import { tooLargeMessage, wrongTypeMessage } from '#shared/uploads/upload-rules';
import { FileButton } from '../file-button';
import { opsCall, opsUpload } from '../ops-fetch';
import type { ProductRecord } from './product-record';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

type Answer = { change?: { message: string } };

export function ProductImages({ product }: { product: ProductRecord }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<Answer>) {
    setBusy(true);
    setProblem(null);
    try {
      notify((await call()).change?.message ?? '저장했습니다.', { type: 'warning' });
      refresh();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '처리하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  function upload(file: File | undefined) {
    if (!file) return;
    if (!PRODUCT_IMAGE_RULE.types.includes(file.type)) return setProblem(wrongTypeMessage(PRODUCT_IMAGE_RULE));
    if (file.size > PRODUCT_IMAGE_RULE.maxBytes) return setProblem(tooLargeMessage(PRODUCT_IMAGE_RULE));
    const query = new URLSearchParams({ inmPrdNo: product.inmPrdNo, alt: alt.trim() || `${product.prdNm} 이미지` });
    void run(() => opsUpload(OPS.uploadProductImage, query, file));
  }
  const toFront = (sortOrd: number) => [sortOrd, ...product.images.map((image) => image.sortOrd).filter((other) => other !== sortOrd)];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} component="ul" aria-label="상품 이미지" style={{ listStyle: 'none', padding: 0 }}>
        {product.images.map((image) => (
          // The row stretches each card to the tallest; its rows stay packed at the top, or the main
          // photo's card, one button short, spread the spare height and pushed its caption down.
          <Box component="li" key={image.sortOrd} sx={{ display: 'grid', gap: 1, width: 160, alignContent: 'start' }}>
            <img src={image.url} alt={image.alt} width={160} height={160} style={{ objectFit: 'cover', border: '1px solid #ddd' }} />
            <Typography variant="caption">{image.sortOrd === 0 ? '대표 이미지' : `${image.sortOrd + 1}번째`}</Typography>
            {image.sortOrd > 0 && (
              <Button
                size="small"
                disabled={busy}
                aria-label={`${image.alt} 대표로`}
                onClick={() => void run(() => opsCall(OPS.orderProductImages, { inmPrdNo: product.inmPrdNo, order: toFront(image.sortOrd) }))}
              >
                대표로
              </Button>
            )}
            <Button
              size="small"
              color="error"
              disabled={busy || product.images.length === 1}
              aria-label={`${image.alt} 삭제`}
              onClick={() => void run(() => opsCall(OPS.removeProductImage, { inmPrdNo: product.inmPrdNo, sortOrd: image.sortOrd }))}
            >
              삭제
            </Button>
          </Box>
        ))}
      </Stack>
      <TextField label="새 이미지 설명(alt)" value={alt} onChange={(event) => setAlt(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <FileButton accept="image/jpeg,image/png,image/webp" fileLabel="상품 이미지 파일" disabled={busy} onFile={upload} sx={{ justifySelf: 'start' }}>
        {busy ? '올리는 중…' : '이미지 올리기 (JPG, PNG, WEBP 10MB)'}
      </FileButton>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Box>
  );
}
