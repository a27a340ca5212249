import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blankEntry } from './entries';
import { asMove, moveOrder, useEntryList } from './use-entry-list';

const job = (changes: Record<string, string | boolean> = {}) => ({
  ...blankEntry('work-experience'),
  ...changes,
});

describe('useEntryList', () => {
  it('tells a single move from another order', () => {
    for (const order of [
      [1, 0, 2],
      [0, 2, 3, 1],
      [3, 0, 1, 2],
    ]) {
      const move = asMove(order);
      expect(move && moveOrder(order.length, ...move)).toEqual(order);
    }
    expect(asMove([2, 3, 0, 1])).toBeNull();
    expect(asMove([0, 1, 2])).toBeNull();
  });

  it("judges the entries with the section's rules and says how many fields a refused save left", async () => {
    const { result } = renderHook(() =>
      useEntryList('work-experience', {
        entries: [job({ job_title: 'Nurse', company_name: 'Clinic', start_date: '2019' }), job()],
      }),
    );
    await act(() => result.current.submit(() => {})());
    expect(result.current.errors).toEqual({
      '0.end_date': 'End date is required for past positions',
      '1.job_title': 'Job title is required',
      '1.company_name': 'Company name is required',
      '1.start_date': 'Start date is required',
    });
    expect(result.current.refusal).toEqual({
      message: 'Not saved: 4 fields need your attention.',
      key: 1,
    });
  });

  it('moves messages and "From your file" marks with their entries, by a sort or a move', async () => {
    const { result } = renderHook(() =>
      useEntryList('work-experience', {
        entries: [
          job({ company_name: 'A', start_date: '2010', end_date: '2011' }),
          job({ job_title: 'B', company_name: 'B', start_date: '2012', end_date: '2013' }),
          job({ job_title: 'C', company_name: 'C', start_date: '2015', end_date: '2016' }),
        ],
        imported: new Set(['0.company_name']),
      }),
    );
    await act(() => result.current.submit(() => {})());
    expect(Object.keys(result.current.errors)).toEqual(['0.job_title']);
    act(() => result.current.reorder([2, 1, 0]));
    expect(result.current.entries.map((entry) => entry.company_name)).toEqual(['C', 'B', 'A']);
    expect(Object.keys(result.current.errors)).toEqual(['2.job_title']);
    expect([...result.current.imported]).toEqual(['2.company_name']);
    act(() => result.current.reorder([0, 2, 1]));
    expect(result.current.entries.map((entry) => entry.company_name)).toEqual(['C', 'A', 'B']);
    expect(Object.keys(result.current.errors)).toEqual(['1.job_title']);
    expect([...result.current.imported]).toEqual(['1.company_name']);
  });
});
