import fc from 'fast-check';

/** The fuzz tests' seed, fixed so a failure comes back on the next run; FUZZ_SEED tries another. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_260_128);

/** Runs per property: `runs` unless FUZZ_RUNS asks for more or fewer. */
export const fuzzRuns = (runs: number) => Number(process.env.FUZZ_RUNS ?? runs);

const HUGE = 'x'.repeat(200_000);
const LONG_DIGITS = '9'.repeat(400);
/** Values that are wrong almost everywhere. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  {
    weight: 5,
    arbitrary: fc.constantFrom<unknown>(
      true,
      false,
      0,
      -1,
      2 ** 53 + 1,
      1e308,
      -1e-308,
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\uD800',
      'x\uDFFFy',
      '\u202E\uFEFF',
      'null',
      '[]',
      '../../etc/passwd',
      '%00',
      HUGE,
      LONG_DIGITS,
      [],
      {},
      [null],
      [[[]]],
      { '': null },
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);
