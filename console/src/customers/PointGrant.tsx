/**
 * 포인트 지급 (owner and customer service, issue 13 §2): beauty points granted to (or taken back
 * from) one member by ID, always with a reason the member's ledger shows; the audit log keeps who.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { formatNumber } from '#shared/format';
import { opsCall } from '../ops-fetch';

export function PointGrant() {
  const [values, setValues] = useState({ custWebId: '', delta: '', memo: '', reason: 'ADJUST' });
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setDone(null);
    setProblem(null);
    try {
      const delta = Number(values.delta);
      const answer = await opsCall<{ rmnPt: number }>('customers/points', {
        custWebId: values.custWebId.trim(),
        delta,
        memo: values.memo,
        reason: values.reason,
      });
      setDone(`${values.custWebId} 회원에게 ${formatNumber(delta)}P를 ${delta > 0 ? '지급' : '차감'}했습니다. 남은 포인트 ${formatNumber(answer.rmnPt)}P`);
      setValues({ ...values, delta: '', memo: '' });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '포인트를 지급하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="포인트 지급" />
      <CardContent component="form" onSubmit={submit} aria-label="포인트 지급" sx={{ display: 'grid', gap: 2 }}>
        <Typography>음수를 적으면 차감합니다. 사유는 회원의 포인트 내역에 보입니다.</Typography>
        <TextField label="회원 아이디" required value={values.custWebId} onChange={set('custWebId')} />
        <TextField
          label="포인트"
          required
          value={values.delta}
          onChange={set('delta')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '-?[0-9]+' } }}
        />
        <TextField label="사유" required value={values.memo} onChange={set('memo')} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField select label="구분" value={values.reason} onChange={set('reason')}>
          <MenuItem value="ADJUST">운영자 조정</MenuItem>
          <MenuItem value="EVENT">이벤트 적립</MenuItem>
        </TextField>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? '지급하는 중…' : '지급'}
        </Button>
        {done && <Alert severity="success">{done}</Alert>}
        {problem && <Alert severity="error">{problem}</Alert>}
      </CardContent>
    </Card>
  );
}
