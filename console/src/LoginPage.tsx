/** 운영자 로그인: ID, password and the 6-digit code from the authenticator app (ADR 025). */
import { useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useLogin, useNotify } from 'react-admin';

export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ loginId: '', password: '', otp: '' });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await login(values);
    } catch (error) {
      notify(error instanceof Error ? error.message : '로그인하지 못했습니다.', { type: 'error' });
      setValues((current) => ({ ...current, otp: '' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#eef4f0', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent component="form" onSubmit={submit} aria-label="운영자 로그인" sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5">
            녹차숍 운영자 로그인
          </Typography>
          <TextField label="아이디" name="loginId" autoComplete="username" required value={values.loginId} onChange={set('loginId')} />
          <TextField
            label="비밀번호"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={set('password')}
          />
          <TextField
            label="인증 코드 (6자리)"
            name="otp"
            autoComplete="one-time-code"
            required
            value={values.otp}
            onChange={set('otp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
            helperText="인증 앱(Google Authenticator 등)에 보이는 숫자"
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? '확인하는 중…' : '로그인'}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
