import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';
import Link, { type LinkProps } from '@mui/material/Link';

type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: string; children: ReactNode };

/** A button that navigates inside the app. */
export function ButtonLink({ to, children, ...props }: ButtonLinkProps) {
  return (
    <Button component={RouterLink} to={to} {...props}>
      {children}
    </Button>
  );
}

type TextLinkProps = Omit<LinkProps, 'href'> & { to: string; children: ReactNode };

/** An inline link inside the app. */
export function TextLink({ to, children, ...props }: TextLinkProps) {
  return (
    <Link component={RouterLink} to={to} {...props}>
      {children}
    </Link>
  );
}
