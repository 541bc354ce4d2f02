import { useTranslation } from 'react-i18next';
import { BannerPlaceholder } from './BannerPlaceholder.tsx';

/** Spec 000 §2: the sidebar of banners, three grey placeholders while there are none. */
const SIDEBAR_PLACEHOLDERS = ['first', 'second', 'third'] as const;

export function SidebarBanners() {
  const { t } = useTranslation('home');
  return (
    <aside aria-label={t('banners.sidebarLabel')}>
      <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 lg:justify-items-center">
        {SIDEBAR_PLACEHOLDERS.map((key) => (
          <li key={key} className="w-full lg:w-auto">
            <BannerPlaceholder size="SQUARE" />
          </li>
        ))}
      </ul>
    </aside>
  );
}
