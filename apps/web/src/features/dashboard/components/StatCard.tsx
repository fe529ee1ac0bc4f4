import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** One of the overview's three summary cards, named by its heading. */
export function StatCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25, height: '100%' }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
