import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHART_COLOURS } from './chart-data.ts';
import { DailyChart } from './DailyChart.tsx';

/** uPlot draws on a canvas jsdom does not have: a stand-in records what the chart was given. */
const made = vi.hoisted(() => ({
  plots: [] as { opts: unknown; data: unknown; sizes: unknown[]; destroyed: boolean }[],
}));
vi.mock('uplot', () => {
  class FakePlot {
    record: { opts: unknown; data: unknown; sizes: unknown[]; destroyed: boolean };
    static paths = { bars: () => () => null };
    constructor(opts: unknown, data: unknown, target: HTMLElement) {
      this.record = { opts, data, sizes: [], destroyed: false };
      made.plots.push(this.record);
      target.append(document.createElement('canvas'));
    }
    setSize(size: unknown) {
      this.record.sizes.push(size);
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakePlot };
});

/** A ResizeObserver that reports a width when the test says so. */
let resize: (width: number) => void = () => {};
class FakeResizeObserver {
  constructor(callback: (entries: { contentRect: { width: number } }[]) => void) {
    resize = (width) => callback([{ contentRect: { width } }]);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  made.plots.length = 0;
});

describe('DailyChart’s drawing', () => {
  it('loads uPlot after mount at the measured width, follows resizes and lets go on unmount', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const days = [
      { date: '2026-03-01', clicks: 2 },
      { date: '2026-03-02', clicks: 5 },
    ];
    const { container, findByText, unmount } = render(
      <DailyChart
        days={days}
        series={[{ key: 'clicks', label: 'Clicks', colour: CHART_COLOURS.navy }]}
        title="Clicks"
      />,
    );
    await findByText('Loading the chart…');
    expect(made.plots).toHaveLength(0);
    act(() => resize(500));
    await vi.waitFor(() => expect(made.plots).toHaveLength(1));
    const plot = made.plots[0];
    expect(plot?.data).toEqual([
      [0, 1],
      [2, 5],
    ]);
    expect(plot?.opts).toMatchObject({ width: 500, height: 240 });
    expect(container.querySelector('[aria-hidden="true"] canvas')).not.toBeNull();
    act(() => resize(320));
    await vi.waitFor(() => expect(plot?.sizes).toContainEqual({ width: 320, height: 240 }));
    expect(made.plots).toHaveLength(1);
    unmount();
    expect(plot?.destroyed).toBe(true);
  });
});
