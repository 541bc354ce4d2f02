import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('offers every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres five pages on the current one', () => {
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
  });

  it('slides the window inward at either end', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('offers nothing when there are no pages, and clamps a page out of range', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
