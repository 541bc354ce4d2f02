import type { CalendarDay } from '@mariner/contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { formatDayName } from '../utils/calendar-format.ts';

interface DayButtonProps {
  dayKey: string;
  day: number;
  /** The day's count and first titles; undefined for a day without auctions. */
  summary: CalendarDay | undefined;
  isToday: boolean;
  isSelected: boolean;
  onSelect: (dayKey: string) => void;
}

/**
 * One day of the grid (spec 000 §2): up to two titles then '+N more'; on a phone only a count,
 * the day list below giving the details. Its name says the date, the count and what the grid
 * shows (the two titles and '+N more'), so a screen reader hears what a sighted visitor sees.
 */
export function DayButton({ dayKey, day, summary, isToday, isSelected, onSelect }: DayButtonProps) {
  const { t } = useTranslation('calendar');
  const total = summary?.total ?? 0;
  const shown = summary?.auctions ?? [];
  const more = total - shown.length;
  const titles = [
    ...shown.map((auction) => auction.title),
    ...(more > 0 ? [t('day.more', { count: more })] : []),
  ];
  const date = formatDayName(dayKey);
  const label =
    total === 0
      ? t('day.labelEmpty', { date })
      : t('day.label', { date, count: total, titles: titles.join('; ') });

  return (
    <button
      type="button"
      onClick={() => onSelect(dayKey)}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      className={cx(
        'flex h-full min-h-16 w-full flex-col items-stretch gap-1 rounded-md border p-1 text-left transition-colors sm:min-h-28 sm:p-2',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
        isSelected
          ? 'border-accent bg-accent-soft ring-2 ring-accent'
          : total > 0
            ? 'border-line bg-white hover:border-accent hover:bg-accent-soft/60'
            : 'border-transparent bg-white/60 hover:border-line hover:bg-white',
      )}
    >
      <span className="sr-only">
        {label}
        {isToday ? `, ${t('day.today')}` : ''}
      </span>
      <span
        aria-hidden="true"
        className={cx(
          'inline-flex size-7 items-center justify-center self-start rounded-full text-sm font-semibold',
          isToday ? 'bg-primary text-white' : 'text-ink',
        )}
      >
        {day}
      </span>
      {total > 0 ? (
        <>
          <span aria-hidden="true" className="hidden min-w-0 flex-col gap-0.5 sm:flex">
            {shown.map((auction) => (
              <span
                key={auction.id}
                className="line-clamp-2 rounded bg-primary-soft px-1.5 py-0.5 text-xs leading-4 font-medium break-words text-primary"
              >
                {auction.title}
              </span>
            ))}
            {more > 0 ? (
              <span className="px-1.5 text-xs font-semibold text-accent-strong">
                {t('day.more', { count: more })}
              </span>
            ) : null}
          </span>
          <span
            aria-hidden="true"
            className="mt-auto inline-flex min-w-6 items-center justify-center self-center rounded-full bg-accent px-1.5 text-xs font-bold text-white sm:hidden"
          >
            {total}
          </span>
        </>
      ) : null}
    </button>
  );
}
