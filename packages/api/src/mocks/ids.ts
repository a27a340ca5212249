/** Deterministic UUIDs (version 4 shape) so ids never change between runs or snapshots. */
export function mockId(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export const MOCK_ADMIN_ID = mockId(1);
export const MOCK_MEMBER_ID = mockId(2);

/** Every seed record carries this timestamp, so snapshots never change. */
export const MOCK_NOW = '2026-01-15T09:30:00.000Z';
