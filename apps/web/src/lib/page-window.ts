import { MAX_PAGE_BUTTONS } from '@mariner/contracts/constants';

/**
 * The page numbers to offer as buttons (spec 000 §9: at most 5): a window around the current page,
 * slid inward at either end so it stays full, e.g. page 1 of 9 → 1–5, page 5 → 3–7, page 9 → 5–9.
 */
export function pageWindow(current: number, totalPages: number, max: number = MAX_PAGE_BUTTONS): number[] {
  if (totalPages < 1 || max < 1) return [];
  const size = Math.min(max, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const first = Math.min(Math.max(page - Math.floor((size - 1) / 2), 1), totalPages - size + 1);
  return Array.from({ length: size }, (_, offset) => first + offset);
}
