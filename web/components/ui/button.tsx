import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import styles from './button.module.css';
import { ExternalLink } from './external-link.tsx';

export type ButtonVariant =
  'primary' | 'accent' | 'secondary' | 'light' | 'outlineLight' | 'danger';
type Look = { variant?: ButtonVariant; size?: 'normal' | 'small' };

function classNames({ variant = 'primary', size = 'normal' }: Look, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classNames({ variant, size }, className)} {...props} />;
}

type ButtonLinkProps = Look & {
  to: string;
  children: ReactNode;
  external?: boolean;
  className?: string;
  'aria-label'?: string;
};

/** A link that looks like a button; external links open in a new tab, as the original site's admission links do. */
export function ButtonLink({
  to,
  external,
  variant,
  size,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const classes = classNames({ variant, size }, className);
  if (external) {
    return (
      <ExternalLink href={to} className={classes} {...rest}>
        {children}
      </ExternalLink>
    );
  }
  // A stored file (a brochure) is downloaded, not a page of the app for the router to find.
  if (to.startsWith('/uploads/')) {
    return (
      <a href={to} download className={classes} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes} {...rest}>
      {children}
    </Link>
  );
}
