import type { CalendarDay } from '@mariner/contracts';
import { weekdays } from '../utils/calendar-format.ts';
import { buildMonthGrid, type CalendarMonth } from '../utils/month-grid.ts';
import { DayButton } from './DayButton.tsx';

interface MonthGridProps {
  calendarMonth: CalendarMonth;
  days: ReadonlyMap<string, CalendarDay>;
  todayKey: string;
  selectedDay: string | null;
  onSelectDay: (dayKey: string) => void;
  captionId: string;
}

/** Spec 000 §2: a Sunday-to-Saturday month grid; a table, so each day is read with its weekday. */
export function MonthGrid({
  calendarMonth,
  days,
  todayKey,
  selectedDay,
  onSelectDay,
  captionId,
}: MonthGridProps) {
  const weeks = buildMonthGrid(calendarMonth);

  return (
    <table
      aria-labelledby={captionId}
      className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
    >
      <thead>
        <tr>
          {weekdays().map((weekday) => (
            <th
              key={weekday.long}
              scope="col"
              abbr={weekday.long}
              className="pb-1 text-center text-xs font-semibold tracking-wide text-muted uppercase sm:text-sm"
            >
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((cell) => cell !== null)?.dayKey}>
            {week.map((cell, index) => (
              <td key={cell?.dayKey ?? `blank-${index}`} className="h-px p-0 align-top">
                {cell ? (
                  <DayButton
                    dayKey={cell.dayKey}
                    day={cell.day}
                    summary={days.get(cell.dayKey)}
                    isToday={cell.dayKey === todayKey}
                    isSelected={cell.dayKey === selectedDay}
                    onSelect={onSelectDay}
                  />
                ) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
