import type { ComponentProps } from 'react';
import { useTranslation } from '../lib/i18n/index.tsx';

/** A link to another site: a new tab, no referrer or opener, and said so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const { t } = useTranslation('common');
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
