import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { BannerPlaceholder } from './BannerPlaceholder.tsx';

/** Spec 000 §2: the sidebar of banners, three grey placeholders where there are none. */
const SIDEBAR_SLOTS = [0, 1, 2] as const;

interface SidebarBannersProps {
  /** Fills a slot with a served banner, or returns the placeholder it is given. */
  renderSlot?: ((slot: number, placeholder: ReactNode) => ReactNode) | undefined;
}

export function SidebarBanners({ renderSlot }: SidebarBannersProps) {
  const { t } = useTranslation('home');
  return (
    <aside aria-label={t('banners.sidebarLabel')}>
      <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 lg:justify-items-center">
        {SIDEBAR_SLOTS.map((slot) => {
          const placeholder = <BannerPlaceholder size="SQUARE" />;
          return (
            <li key={slot} className="w-full lg:w-auto">
              {renderSlot ? renderSlot(slot, placeholder) : placeholder}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
