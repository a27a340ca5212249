// Import rules of the whole repo, checked by dependency-cruiser in `pnpm lint` and proven by
// scripts/check-dependency-rules.mjs, which cruises small fixtures and expects each rule to fire.
//
// Imports flow one way, so each part can be built, tested and published on its own:
//   ui -> nothing of ours, api -> nothing of ours, web -> ui + api, server -> api (never ui);
//   features of the web app never import each other, domains of the server never import
//   each other except for the pairs listed in `allowedDomainImports`, and the server's shared
//   infra (database, files, language, the analysis pipeline…) never imports a domain or the
//   HTTP layer above it.
// Import cycles are refused everywhere, because they make initialisation order depend on which
// module happens to load first.
//
// Each layer rule matches both a resolved path (a relative import that climbs into another
// package) and a bare package name (`@vita/api` imported by a package that does not depend on
// it, which does not resolve).

/**
 * Server domains that may import another domain (folder names under apps/server/src/domains/).
 * Otherwise a domain talks to others only through the shared folders (infra, http, …). Add a
 * pair only with the reason, e.g.
 *   { from: 'cvs', to: 'accounts', why: 'a CV is deleted with its owner' },
 * and prefer moving the shared piece out of both domains.
 * @type {{ from: string; to: string; why: string }[]}
 */
export const allowedDomainImports = [];

const domains = '^apps/server/src/domains/';

/**
 * One rule for every domain without allowed imports, and one per domain that has some.
 * @param {{ from: string; to: string }[]} allowed
 */
export function domainRules(allowed = allowedDomainImports) {
  const byFrom = new Map();
  for (const { from, to } of allowed) {
    byFrom.set(from, [...(byFrom.get(from) ?? []), to]);
  }
  const listed = [...byFrom.keys()];
  const rules = [
    {
      name: 'server-domains-independent',
      comment:
        'A server domain does not import another domain: share through apps/server/src/infra, ' +
        'apps/server/src/http or another shared folder, or list the pair in allowedDomainImports.',
      severity: 'error',
      from: {
        path: `${domains}([^/]+)/`,
        ...(listed.length > 0 ? { pathNot: `${domains}(${listed.join('|')})/` } : {}),
      },
      to: { path: domains, pathNot: `${domains}$1/` },
    },
  ];
  for (const [from, targets] of byFrom) {
    rules.push({
      name: 'server-domains-independent',
      comment: `Domain '${from}' may import only itself and: ${targets.join(', ')}.`,
      severity: 'error',
      from: { path: `${domains}${from}/` },
      to: { path: domains, pathNot: `${domains}(${[from, ...targets].join('|')})/` },
    });
  }
  return rules;
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'ui-imports-nothing-of-ours',
      comment: '@vita/ui is a standalone component library: no contract, no app code.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: ['^packages/(?!ui/)', '^apps/', '^@vita/(?!ui(/|$))'] },
    },
    {
      name: 'api-imports-nothing-of-ours',
      comment: '@vita/api is the contract both apps use: no components, no app code.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: ['^packages/(?!api/)', '^apps/', '^@vita/(?!api(/|$))'] },
    },
    {
      name: 'server-never-ui',
      comment: 'The server uses the contract (@vita/api) only: never components or web code.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: ['^packages/ui/', '^apps/web/', '^@vita/(ui|web)(/|$)'] },
    },
    {
      name: 'web-never-server',
      comment: 'The web app uses @vita/ui and @vita/api; it talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/server/', '^@vita/server(/|$)'] },
    },
    {
      name: 'web-features-independent',
      comment:
        'A feature of the web app does not import another feature: move what they share to ' +
        'apps/web/src/components or apps/web/src/lib, or compose them in a route.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    ...domainRules(),
    {
      name: 'server-infra-below-domains',
      comment:
        'The shared infra of the server (apps/server/src/infra) serves every domain, so it never ' +
        'imports a domain, the HTTP layer, the wiring or the composition root: hand what it needs ' +
        'in as a parameter, or move the piece down into infra.',
      severity: 'error',
      from: { path: '^apps/server/src/infra/' },
      to: {
        path: ['^apps/server/src/(domains|http|wiring)/', '^apps/server/src/(app|services)\\.ts$'],
      },
    },
    {
      name: 'no-cycles',
      comment:
        'No import cycles, type-only ones included: a type cycle is still two modules that can ' +
        'only be understood together. A lazy import() runs after every module has loaded, so it ' +
        'is no cycle.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        viaOnly: { dependencyTypesNot: ['dynamic-import', 'exotic-require'] },
      },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)dist/',
        '(^|/)storybook-static',
        '(^|/)coverage/',
        '^\\.storybook/(public|__image_snapshots__)/',
        // Written for a moment by tsup and Vite while they load their configs, beside the build.
        '\\.config\\.bundled_[^/]*\\.mjs$',
        '\\.config\\.[^/]*\\.timestamp-[^/]*\\.mjs$',
      ],
    },
    // Type-only imports count for the layer rules (a type still couples two parts).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Test mocks name modules too: `vi.mock('../../features/x')` couples like an import.
    exoticRequireStrings: ['vi.mock', 'vi.doMock', 'vi.importActual'],
    // Resolve workspace packages to their sources, as Vite, Vitest and TypeScript do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@vita/source', 'import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
