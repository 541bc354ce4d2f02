import {
  DATE_CHIPS,
  type DateChip,
  dateChipRange,
  dayKeyInZone,
  zonedInputToIso,
} from '@mariner/contracts/constants';
import { LocateFixed, Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { PlaceField } from '../../../components/PlaceField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useCategories } from '../../../lib/get-categories.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { categoryLabel } from '../../../lib/labels.ts';
import { placeLabel, searchPlaces, usePlace, useRememberPlace } from '../../../lib/places.ts';
import {
  EMPTY_FILTERS,
  type AuctionFilters as Filters,
  isPoint,
  type ListSort,
  nearPlaceId,
} from '../hooks/use-auction-filters.ts';
import { SaleTypeFilter } from './SaleTypeFilter.tsx';

/** The visitor's own zone: the days they pick are their days. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Issue 28 ("Pick dates"): a picked day as the list call's range, from the start of the first day to
 * the end of the last in the visitor's zone, the way the chips count their days.
 */
export function pickedDayToInstant(day: string, edge: 'start' | 'end', timeZone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  if (edge === 'start') return zonedInputToIso(`${day}T00:00`, timeZone) ?? '';
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const nextStart = zonedInputToIso(`${next}T00:00`, timeZone);
  return nextStart ? new Date(Date.parse(nextStart) - 1).toISOString() : '';
}

/** The day (`YYYY-MM-DD`) a range's instant falls on for the visitor, for the date inputs. */
const dayOf = (instant: string, timeZone: string): string =>
  instant ? dayKeyInZone(new Date(instant), timeZone) : '';

/** The radius choices, in km (the contract allows 5–500). */
const RADII = [10, 25, 50, 100, 250, 500] as const;
/** The text the "near" box shows for a `near` value: the town's name, or "My location". */
function useNearLabel(near: string): string {
  const { t } = useTranslation('auctions');
  const { data } = usePlace(nearPlaceId(near));
  if (!near) return '';
  if (isPoint(near)) return t('filters.myLocation');
  return data ? placeLabel(data.place) : '';
}

interface AuctionFiltersProps {
  /** What the URL says now; the form follows it when it changes (Back, Clear Filters, a link). */
  initial: Filters;
  onApply: (filters: Filters) => void;
  onClear: () => void;
}

/** Spec 000 §2: search text, category and location, applied with Search, reset with Clear Filters. */
export function AuctionFilters({ initial, onApply, onClear }: AuctionFiltersProps) {
  const { t } = useTranslation(['auction-later', 'auctions']);
  // Spec 000 §8: a failed category list is ignored; the select then offers only "All categories".
  const { data: categories = [] } = useCategories();
  const [filters, setFilters] = useState(initial);
  // What the "near" box shows; `filters.near` is the place id (or point) it stands for.
  const initialNearLabel = useNearLabel(initial.near);
  const [nearText, setNearText] = useState(initialNearLabel);
  const [nearError, setNearError] = useState<string | undefined>();
  const [locating, setLocating] = useState(false);
  // "Pick dates" shows two date fields; a range picked there (no chip) keeps them shown.
  const [pickingDates, setPickingDates] = useState(false);
  const customRange = !filters.when && Boolean(filters.startDateFrom || filters.startDateTo);
  const datesShown = pickingDates || customRange;
  const rememberPlace = useRememberPlace();
  // Follow the URL without remounting, so focus stays on the field or button in use.
  const initialKey = JSON.stringify([initial, initialNearLabel]);
  const [followedKey, setFollowedKey] = useState(initialKey);
  if (followedKey !== initialKey) {
    setFollowedKey(initialKey);
    setFilters(initial);
    setNearText(initialNearLabel);
  }

  /** The typed town as a place id: the suggestion it names, else the best match for it. */
  const resolveNear = async (): Promise<string | null> => {
    const text = nearText.trim();
    if (!text) return '';
    if (filters.near) return filters.near;
    const { places } = await searchPlaces(text, 1).catch(() => ({ places: [] }));
    const [best] = places;
    if (!best) return null;
    rememberPlace(best);
    setNearText(placeLabel(best));
    return best.id;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const near = await resolveNear();
    if (near === null) {
      setNearError(t('filters.nearUnknown'));
      return;
    }
    setNearError(undefined);
    onApply({ ...filters, near });
  };

  const clear = () => {
    setFilters(EMPTY_FILTERS);
    setNearText('');
    setNearError(undefined);
    onClear();
  };

  const locateMe = () => {
    if (!('geolocation' in navigator)) {
      setNearError(t('filters.locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // Three decimals (about 100 m): near enough to sort by, no closer than a visitor needs to share.
        const point = `${position.coords.latitude.toFixed(3)},${position.coords.longitude.toFixed(3)}`;
        const next = { ...filters, near: point, sort: 'distance' as const };
        setFilters(next);
        setNearText(t('auctions:filters.myLocation'));
        setNearError(undefined);
        onApply(next);
      },
      () => {
        setLocating(false);
        setNearError(t('filters.locationUnavailable'));
      },
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
  };

  /**
   * Issue 28: a chip applies at once, its range worked out now in the visitor's own zone (the
   * address then carries the range, so a reload or the server shows the same list); picking the
   * chosen one again drops it.
   */
  const pickWhen = (chip: DateChip) => {
    const next =
      filters.when === chip
        ? { ...filters, when: '' as const, startDateFrom: '', startDateTo: '' }
        : {
            ...filters,
            when: chip,
            ...dateChipRange(chip, new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
          };
    setPickingDates(false);
    setFilters(next);
    onApply(next);
  };

  /** A day typed in "From" or "To": the range in the visitor's zone, applied with Search. */
  const pickDay = (edge: 'start' | 'end') => (event: { target: { value: string } }) => {
    const instant = pickedDayToInstant(event.target.value, edge, visitorZone());
    setFilters((current) => ({
      ...current,
      when: '',
      ...(edge === 'start' ? { startDateFrom: instant } : { startDateTo: instant }),
    }));
  };

  const update = (key: 'search' | 'category' | 'location') => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to older browsers and jsdom; the role is the same.
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5 md:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1.5fr)]"
    >
      <TextField
        label={t('filters.search')}
        type="search"
        name="search"
        value={filters.search}
        onChange={update('search')}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={200}
      />
      <SelectField
        label={t('auctions:filters.category')}
        name="category"
        value={filters.category}
        onChange={update('category')}
      >
        <option value="">{t('filters.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {categoryLabel(category.name)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('filters.location')}
        name="location"
        value={filters.location}
        onChange={update('location')}
        placeholder={t('filters.locationPlaceholder')}
        maxLength={200}
        autoComplete="address-level2"
      />
      <fieldset className="flex flex-wrap items-center gap-2 md:col-span-2 lg:col-span-3">
        <legend className="sr-only">{t('filters.when')}</legend>
        <span aria-hidden="true" className="text-sm font-semibold text-ink">
          {t('filters.when')}
        </span>
        {DATE_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={filters.when === chip}
            onClick={() => pickWhen(chip)}
            className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-pressed:border-accent-strong aria-pressed:bg-accent-strong aria-pressed:text-white"
          >
            {t(`auctions:filters.whenChips.${chip}`)}
          </button>
        ))}
        <button
          type="button"
          aria-expanded={datesShown}
          aria-controls="auction-filter-dates"
          aria-pressed={customRange}
          onClick={() => setPickingDates(!datesShown)}
          className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-pressed:border-accent-strong aria-pressed:bg-accent-strong aria-pressed:text-white"
        >
          {t('filters.pickDates')}
        </button>
        {datesShown && (
          <div id="auction-filter-dates" className="flex w-full flex-wrap gap-4 sm:w-auto">
            <TextField
              label={t('filters.dateFrom')}
              type="date"
              name="dateFrom"
              value={dayOf(filters.startDateFrom, visitorZone())}
              onChange={pickDay('start')}
            />
            <TextField
              label={t('filters.dateTo')}
              type="date"
              name="dateTo"
              value={dayOf(filters.startDateTo, visitorZone())}
              min={dayOf(filters.startDateFrom, visitorZone()) || undefined}
              onChange={pickDay('end')}
            />
          </div>
        )}
      </fieldset>
      <SaleTypeFilter
        value={filters.saleType}
        onChange={(saleType) => setFilters((current) => ({ ...current, saleType }))}
      />
      <div className="grid grid-cols-2 items-start gap-4 md:col-span-2 lg:col-span-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <PlaceField
            label={t('auctions:filters.near')}
            name="near"
            text={nearText}
            picked={Boolean(filters.near)}
            onTextChange={setNearText}
            onPick={(place) => {
              if (place) rememberPlace(place);
              setFilters((current) => ({ ...current, near: place?.id ?? '' }));
            }}
            placeholder={t('filters.nearPlaceholder')}
            maxLength={100}
            error={nearError}
          />
          <button
            type="button"
            onClick={locateMe}
            disabled={locating}
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
          >
            <LocateFixed aria-hidden="true" className="size-4" />
            {locating ? t('filters.locating') : t('filters.useMyLocation')}
          </button>
        </div>
        <SelectField
          label={t('filters.radius')}
          name="radiusKm"
          value={String(filters.radiusKm)}
          onChange={(event) =>
            setFilters((current) => ({ ...current, radiusKm: Number(event.target.value) }))
          }
        >
          {RADII.map((km) => (
            <option key={km} value={km}>
              {t('filters.radiusKm', { km })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.sort')}
          name="sort"
          value={filters.sort}
          onChange={(event) =>
            setFilters((current) => ({ ...current, sort: event.target.value as ListSort }))
          }
        >
          <option value="date">{t('filters.sortDate')}</option>
          <option value="distance">{t('filters.sortDistance')}</option>
          <option value="newest">{t('filters.sortNewest')}</option>
        </SelectField>
        <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:flex-nowrap lg:pt-[1.625rem]">
          <Button type="submit" className="min-h-11 flex-1 lg:flex-none">
            <Search aria-hidden="true" className="size-4" />
            {t('filters.submit')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="min-h-11 flex-1 whitespace-nowrap lg:flex-none"
            onClick={clear}
          >
            <X aria-hidden="true" className="size-4" />
            {t('filters.clear')}
          </Button>
        </div>
      </div>
    </form>
  );
}
