import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../auth/use-current-user';
import { companyLinks, legalLinks, quickLinksFor, type NavItem } from './nav-links';
import { footerScrollDelayMs, scrollToTop } from './scroll';
import { useHydrated } from '../components/use-hydrated';

export const tagline = 'Empowering healthcare education for patients and carers';

function FooterColumn({ title, links }: { title: string; links: NavItem[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const headingId = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;

  // The About link always lands at the top of the About page, even when already there.
  const onAboutClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (pathname === '/about') {
      scrollToTop();
      return;
    }
    void navigate('/about');
    window.setTimeout(scrollToTop, footerScrollDelayMs);
  };

  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              component={RouterLink}
              to={link.to}
              color="inherit"
              underline="hover"
              onClick={link.to === '/about' ? onAboutClick : undefined}
              sx={{ display: 'inline-block', py: 0.25 }}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function Footer() {
  // A page rendered ahead of time must not carry the year it was built in.
  const year = useHydrated() ? new Date().getFullYear() : null;
  // A member is not offered Join (as in the header); the link follows the member's answer.
  const signedIn = Boolean(useCurrentUser().user);
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto', py: { xs: 5, md: 6 } }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
              kiin
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 360 }}>
              {tagline}
            </Typography>
          </Box>
          <FooterColumn title="Quick Links" links={quickLinksFor(signedIn)} />
          <FooterColumn title="Company" links={companyLinks} />
        </Box>
        <Typography variant="body2" sx={{ mt: 5 }}>
          In danger right now? Call{' '}
          <Link href="tel:000" sx={{ fontWeight: 700 }}>
            000
          </Link>
          .{' '}
          <Link component={RouterLink} to="/help" underline="always">
            Help now: crisis lines, also offline
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          © {year ? `${year} ` : ''}Kiin. All rights reserved.
        </Typography>
        <Box component="nav" aria-label="Legal" sx={{ mt: 1 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link component={RouterLink} to={link.to} variant="body2" color="text.secondary" underline="always">
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
