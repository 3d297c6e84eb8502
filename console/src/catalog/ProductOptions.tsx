/**
 * A product's options on its page: each option's prices and stock, stock moved in
 * (입고) or out with a reason the audit log keeps, prices changed, and a new option added. Every
 * change shows on every page within a minute (the answer says so).
 */
import { MenuItem, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatNumber, formatWon } from '#shared/format';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import type { ProductRecord } from './product-record';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

type Answer = { change?: { message: string } };
const toldChange = (answer: Answer, done: string) => `${done} ${answer.change?.message ?? ''}`.trim();

export function ProductOptions({ product }: { product: ProductRecord }) {
  async function adjust(fields: Record<string, string>) {
    const answer = await opsCall(OPS.adjustStock, { inmOptnPrdNo: fields.inmOptnPrdNo, delta: Number(fields.delta), memo: fields.memo });
    return toldChange(answer, '재고를 바꿨습니다.');
  }
  async function save(fields: Record<string, string>) {
    const existing = product.options.find((option) => option.inmOptnPrdNo === fields.inmOptnPrdNo);
    const answer = await opsCall(OPS.saveOption, {
      inmPrdNo: product.inmPrdNo,
      inmOptnPrdNo: existing?.inmOptnPrdNo,
      prdOptnNm: fields.prdOptnNm || (existing?.prdOptnNm ?? ''),
      prdCd: existing ? undefined : fields.prdCd,
      cnsmAmt: Number(fields.cnsmAmt),
      saleAmt: Number(fields.saleAmt),
      stock: existing ? undefined : Number(fields.stock || 0),
    });
    return toldChange(answer, existing ? '옵션을 고쳤습니다.' : '옵션을 추가했습니다.');
  }
  const optionPicker = (name: string, label: string, withNew: boolean) => (
    <TextField name={name} select label={label} defaultValue={product.options[0]?.inmOptnPrdNo ?? ''} required>
      {product.options.map((option) => (
        <MenuItem key={option.inmOptnPrdNo} value={option.inmOptnPrdNo}>
          {option.prdOptnNm} ({option.prdCd})
        </MenuItem>
      ))}
      {withNew && <MenuItem value="NEW">새 옵션 추가</MenuItem>}
    </TextField>
  );
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="옵션 목록">
          <TableHead>
            <TableRow>
              <TableCell>옵션</TableCell>
              <TableCell>옵션 코드</TableCell>
              <TableCell>정가</TableCell>
              <TableCell>판매가</TableCell>
              <TableCell>재고</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {product.options.map((option) => (
              <TableRow key={option.inmOptnPrdNo}>
                <TableCell>{option.prdOptnNm}</TableCell>
                <TableCell>{option.prdCd}</TableCell>
                <TableCell>{formatWon(option.cnsmAmt)}</TableCell>
                <TableCell>{formatWon(option.saleAmt)}</TableCell>
                <TableCell>{formatNumber(option.stock)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ActionForm name="재고 변경" submitLabel="재고 변경" busyLabel="바꾸는 중…" onSubmit={adjust}>
        <Typography>입고는 양수, 파손·실사 차이는 음수로 적습니다. 재고는 쇼핑몰에 바로 반영됩니다.</Typography>
        {optionPicker('inmOptnPrdNo', '옵션', false)}
        <TextField name="delta" label="수량" required slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '-?[0-9]+' } }} />
        <TextField name="memo" label="사유" required slotProps={{ htmlInput: { maxLength: 100 } }} />
      </ActionForm>
      <ActionForm name="옵션 가격·추가" submitLabel="옵션 저장" busyLabel="저장하는 중…" onSubmit={save}>
        <Typography>옵션을 고르면 그 옵션의 가격을 바꾸고, 새 옵션 추가를 고르면 옵션 코드와 재고도 적습니다.</Typography>
        {optionPicker('inmOptnPrdNo', '옵션', true)}
        <TextField name="prdOptnNm" label="옵션명 (비우면 그대로)" slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField name="prdCd" label="새 옵션 코드" helperText={`브랜드 코드 ${product.brandCd}로 시작`} />
        <TextField name="cnsmAmt" label="옵션 정가(원)" required slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]+' } }} />
        <TextField name="saleAmt" label="옵션 판매가(원)" required slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]+' } }} />
        <TextField name="stock" label="새 옵션 재고" slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }} />
      </ActionForm>
    </>
  );
}
