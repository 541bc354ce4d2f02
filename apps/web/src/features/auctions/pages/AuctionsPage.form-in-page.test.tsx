import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setFirstPageShown } from '../../../lib/use-after-hydration.ts';
import { useFormInPage } from './AuctionsPage.tsx';

/**
 * Issue 26 and 28: on a phone the filters' form lives in the sheet, but the one the server rendered
 * in the page (the server cannot know the screen) must stay until its deferred code has hydrated it:
 * dropped unhydrated, its part would stay counted on `<html data-deferred-pending>` for ever.
 */
describe('useFormInPage', () => {
  it('keeps the server’s form in the page on a phone until it has hydrated, then leaves it to the sheet', () => {
    // Hydrating a server render: the page's first render sees the server's snapshot.
    setFirstPageShown(true);
    const container = document.createElement('div');
    const { result } = renderHook(({ onPhone }) => useFormInPage(onPhone), {
      initialProps: { onPhone: true },
      container,
      hydrate: true,
    });
    expect(result.current.inPage).toBe(true);
    act(() => result.current.hydrated());
    expect(result.current.inPage).toBe(false);
  });

  it('shows no form in the page on a phone reached by a navigation', () => {
    const { result } = renderHook(() => useFormInPage(true));
    expect(result.current.inPage).toBe(false);
  });

  it('always shows it in the page on a wide screen', () => {
    const { result, rerender } = renderHook(({ onPhone }) => useFormInPage(onPhone), {
      initialProps: { onPhone: false },
    });
    expect(result.current.inPage).toBe(true);
    act(() => result.current.hydrated());
    rerender({ onPhone: false });
    expect(result.current.inPage).toBe(true);
  });
});
