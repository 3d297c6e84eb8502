/** A titled card on a record's page (a customer, an order): a named region, so screen readers and tests find it by its title. */
import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
