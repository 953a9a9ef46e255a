import { Link } from '@tanstack/react-router';
import { useBootstrap, useCurrentLocale } from '../../lib/app-context';
import { useT } from '../../lib/i18n';

/** The variant's (or white-label brand's) logo; the bff already applied the brand-1 fallback. */
export function Logo() {
  const { variant } = useBootstrap();
  const locale = useCurrentLocale();
  const t = useT();
  return (
    <Link
      to="/{-$locale}"
      params={{ locale }}
      className="inline-flex items-center"
      aria-label={t('shell.header.home')}
    >
      <img
        src={variant.assets.logo}
        alt={variant.name}
        width={140}
        height={40}
        className="h-10 w-auto"
        data-testid="brand-logo"
        data-brand={variant.brand ?? undefined}
      />
    </Link>
  );
}
