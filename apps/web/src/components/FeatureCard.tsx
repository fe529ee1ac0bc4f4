import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface FeatureCardProps {
  title: string;
  children: ReactNode;
  icon?: ReactNode;
  /** When given, the whole card is one link. */
  to?: string;
  headingLevel?: 'h3' | 'h4';
}

export function FeatureCard({ title, children, icon, to, headingLevel = 'h3' }: FeatureCardProps) {
  const content = (
    <CardContent sx={{ p: 3 }}>
      {icon && (
        <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 32 } }}>
          {icon}
        </Box>
      )}
      <Typography component={headingLevel} variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** Responsive card grid: one column on a phone, up to `columns` on a wide screen. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: `repeat(${columns}, 1fr)`,
        },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
