import { describe, expect, it } from 'vitest';
import { planLanes } from './test-changed.mjs';

describe('planLanes: the lanes a change touches', () => {
  it('type-checks a changed package and every package that builds on it', () => {
    expect(planLanes(['packages/api/src/schemas/profile.ts']).typechecks.sort()).toEqual([
      'tsc:api',
      'tsc:server',
      'tsc:tests',
      'tsc:ui',
      'tsc:web',
    ]);
    expect(planLanes(['packages/ui/src/Button/Button.tsx']).typechecks.sort()).toEqual([
      'tsc:ui',
      'tsc:web',
    ]);
    expect(planLanes(['apps/server/src/app.ts']).typechecks).toEqual(['tsc:server']);
  });

  it('type-checks everything when the shared compiler settings or the lockfile change', () => {
    expect(planLanes(['pnpm-lock.yaml']).typechecks.sort()).toEqual([
      'tsc:api',
      'tsc:server',
      'tsc:tests',
      'tsc:ui',
      'tsc:web',
    ]);
  });

  it('formats every changed text file but lints only code', () => {
    const plan = planLanes(['README.md', 'apps/web/src/main.tsx', 'docs/image.png']);
    expect(plan.prettier).toEqual(['README.md', 'apps/web/src/main.tsx']);
    expect(plan.eslint).toEqual(['apps/web/src/main.tsx']);
  });

  it('sends contract changes to both the unit and the server tests, server code only to the server', () => {
    const contract = planLanes(['packages/api/src/schemas/profile.ts']);
    expect(contract.unitRelated).toEqual(['packages/api/src/schemas/profile.ts']);
    expect(contract.serverRelated).toEqual(['packages/api/src/schemas/profile.ts']);
    const server = planLanes(['apps/server/src/app.ts']);
    expect(server.unitRelated).toEqual([]);
    expect(server.serverRelated).toEqual(['apps/server/src/app.ts']);
  });

  it('tests the stories beside a changed component, and all of them when the theme or mocks change', () => {
    expect(planLanes(['packages/ui/src/Button/Button.tsx']).storyFiles).toEqual([
      'packages/ui/src/Button/Button.stories.tsx',
    ]);
    expect(planLanes(['packages/ui/src/theme/tokens.ts']).storyFiles).toEqual(['all']);
    expect(planLanes(['packages/api/src/mocks/handlers.ts']).storyFiles).toEqual(['all']);
    expect(planLanes(['apps/server/src/app.ts']).storyFiles).toEqual([]);
  });

  it('runs a changed spec alone, and every spec when app code changed', () => {
    expect(planLanes(['tests/auth.spec.ts']).e2e).toEqual(['tests/auth.spec.ts']);
    expect(planLanes(['apps/web/src/main.tsx']).e2e).toEqual(['all']);
    expect(planLanes(['tests/support/users.ts']).e2e).toEqual(['all']);
    expect(planLanes(['docs/architecture.md']).e2e).toEqual([]);
  });

  it('checks the import rules when code moved, not for a text change', () => {
    expect(planLanes(['apps/server/src/app.ts']).importRules).toBe(true);
    expect(planLanes(['.dependency-cruiser.mjs']).importRules).toBe(true);
    expect(planLanes(['README.md']).importRules).toBe(false);
  });
});
