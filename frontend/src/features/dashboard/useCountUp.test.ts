import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_MS, COUNT_UP_STEPS, useCountUp } from './useCountUp';

describe('useCountUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts up in 20 whole steps and lands exactly on the target', () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const value = useCountUp(18686);
      seen.push(value);
      return value;
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_MS / COUNT_UP_STEPS);
    });
    expect(result.current).toBe(934); // 18686 / 20 = 934.3
    for (let step = 2; step <= COUNT_UP_STEPS; step += 1) {
      act(() => {
        vi.advanceTimersByTime(COUNT_UP_MS / COUNT_UP_STEPS);
      });
    }
    expect(result.current).toBe(18686);
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_MS);
    });
    expect(result.current).toBe(18686);
    const distinct = [...new Set(seen)];
    expect(distinct).toHaveLength(COUNT_UP_STEPS + 1);
    expect(distinct.every(Number.isInteger)).toBe(true);
  });

  it('starts again from zero when the target changes', () => {
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), { initialProps: { target: 100 } });
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_MS);
    });
    expect(result.current).toBe(100);
    rerender({ target: 40 });
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_MS / 2);
    });
    expect(result.current).toBe(20);
    act(() => {
      vi.advanceTimersByTime(COUNT_UP_MS);
    });
    expect(result.current).toBe(40);
  });

  it('shows the target at once for people who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    try {
      const { result } = renderHook(() => useCountUp(500));
      expect(result.current).toBe(500);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
