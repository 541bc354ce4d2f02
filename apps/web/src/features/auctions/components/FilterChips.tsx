import { RADIUS_KM, saleTypeLabel } from '@mariner/contracts/constants';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/formatters.ts';
import { useCategories } from '../../../lib/get-categories.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { categoryLabel } from '../../../lib/labels.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { placeLabel, usePlace } from '../../../lib/places.ts';
import { type AuctionFilters, isPoint, nearPlaceId } from '../hooks/use-auction-filters.ts';

/** One chosen filter: what it reads as, and the filters without it. */
export interface FilterChip {
  key: string;
  label: string;
  without: AuctionFilters;
}

/**
 * Issue 28: the chosen filters as chips, in the order of the form. Sort is an order, not a filter,
 * and is kept when a chip is removed (but "nearest first" goes with the place it measured from).
 */
export function useFilterChips(filters: AuctionFilters): FilterChip[] {
  const { t } = useTranslation('auctions');
  const { data: categories = [] } = useCategories();
  const { data: nearPlace } = usePlace(nearPlaceId(filters.near));
  const chips: FilterChip[] = [];
  if (filters.search) {
    chips.push({
      key: 'search',
      label: t('chips.search', { text: filters.search }),
      without: { ...filters, search: '' },
    });
  }
  if (filters.category) {
    const category = categories.find((item) => item.id === filters.category);
    chips.push({
      key: 'category',
      label: category ? categoryLabel(category.name) : t('filters.category'),
      without: { ...filters, category: '' },
    });
  }
  if (filters.location) {
    chips.push({ key: 'location', label: filters.location, without: { ...filters, location: '' } });
  }
  if (filters.near) {
    const place = isPoint(filters.near)
      ? t('filters.myLocation')
      : nearPlace
        ? placeLabel(nearPlace.place)
        : t('filters.near');
    chips.push({
      key: 'near',
      label: t('chips.near', { km: filters.radiusKm, place }),
      without: {
        ...filters,
        near: '',
        radiusKm: RADIUS_KM.default,
        sort: filters.sort === 'distance' ? 'date' : filters.sort,
      },
    });
  }
  // Each sale type chosen is a chip of its own: removing one keeps the others.
  for (const type of filters.saleType) {
    chips.push({
      key: `saleType-${type}`,
      label: saleTypeLabel(type, currentLocale()),
      without: { ...filters, saleType: filters.saleType.filter((each) => each !== type) },
    });
  }
  if (filters.startDateFrom || filters.startDateTo) {
    chips.push({
      key: 'when',
      label: filters.when
        ? t(`filters.whenChips.${filters.when}`)
        : t('chips.dates', {
            from: filters.startDateFrom ? formatDate(filters.startDateFrom) : '…',
            to: filters.startDateTo ? formatDate(filters.startDateTo) : '…',
          }),
      without: { ...filters, when: '', startDateFrom: '', startDateTo: '' },
    });
  }
  return chips;
}

interface FilterChipsProps {
  chips: FilterChip[];
  /** The address of the list with these filters (the view kept). */
  hrefOf: (filters: AuctionFilters) => string;
  clearHref: string;
  /** After a chip or Clear all is followed: where focus goes, as the chip itself is gone. */
  onRemoved?: () => void;
}

const chipClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-accent-strong bg-primary-soft py-1 pr-2 pl-4 text-sm font-semibold text-primary hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * Issue 28: each chosen filter with a way to remove it, and Clear all. Links, not buttons: they
 * change the address as the form does, and work before (or without) JavaScript.
 */
export function FilterChips({ chips, hrefOf, clearHref, onRemoved }: FilterChipsProps) {
  const { t } = useTranslation('auctions');
  if (chips.length === 0) return null;
  return (
    <section aria-label={t('chips.label')} className="flex flex-wrap items-center gap-2">
      <ul className="flex min-w-0 flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key} className="min-w-0 max-w-full">
            <Link
              to={hrefOf(chip.without)}
              aria-label={t('chips.remove', { label: chip.label })}
              onClick={onRemoved}
              className={chipClasses}
            >
              <span className="min-w-0 truncate">{chip.label}</span>
              <X aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={clearHref}
        onClick={onRemoved}
        className="inline-flex min-h-11 items-center rounded-sm px-2 text-sm font-semibold text-accent-strong underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {t('chips.clearAll')}
      </Link>
    </section>
  );
}
