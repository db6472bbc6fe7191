/**
 * Import rules (`npm run deps`): the layers of ARCHITECTURE.md, checked on every CI run. Type-only imports do not
 * count where a layer may read another's types (view types live in lib/platform beside their reshaping).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, however indirectly (a cycle made only of type imports is no cycle at run time).',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'ui-does-not-call-the-platform',
      severity: 'error',
      comment: 'components/ and lib/query read data through the site API (app/api) only; of lib/platform they may read its types (the contract, platform-contract/, they may use whole).',
      from: { path: '^(components|lib/query)/' },
      to: { path: '^lib/platform/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-knows-no-ui',
      severity: 'error',
      comment: 'lib/platform is the data layer: it never imports components or the app.',
      from: { path: '^lib/platform/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'api-knows-no-components',
      severity: 'error',
      comment: 'Rules shared by a form and a route live in lib/validation or the API kit, not in components/.',
      from: { path: '^app/api/' },
      to: { path: '^components/' },
    },
    {
      name: 'front-stays-out-of-next',
      severity: 'error',
      comment:
        "server/ outside page-cache/ is the site's server around Next, bundled by esbuild on its own (scripts/bundle-server.mjs): it imports none of the code Next bundles (app, components, lib, the page cache), and its config.ts and constants.ts, which the page cache imports too, import nothing of the site.",
      from: { path: '^server/(?!page-cache/)' },
      to: { path: '^(app|components|lib|server/page-cache)/|^proxy[.]ts$' },
    },
    {
      name: 'next-leaves-the-front-alone',
      severity: 'error',
      comment: "The code Next bundles reads of the site's server only its names (server/constants.ts), its config (server/config.ts), the page cache, the metrics it records into (server/observability/metrics.ts) and the hooks a process runs as it stops (server/shutdown-hooks.ts).",
      from: { path: '^(app|components|lib|server/page-cache)/|^proxy[.]ts$' },
      to: { path: '^server/(?!page-cache/|constants[.]ts$|config[.]ts$|observability/metrics[.]ts$|shutdown-hooks[.]ts$)' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The platform contract (its own package, imported by the site and the sandbox) imports nothing of either.',
      from: { path: '^platform-contract/', pathNot: '^platform-contract/tests/' },
      to: { path: '^(?!platform-contract/|node_modules/)', dependencyTypesNot: ['core'] },
    },
    {
      name: 'sandbox-stands-alone',
      severity: 'error',
      comment: 'The sandbox platform (its own package) imports nothing of the site; it answers the contract (platform-contract/).',
      from: { path: '^sandbox/', pathNot: '^sandbox/tests/' },
      to: { path: '^(?!sandbox/|platform-contract/|node_modules/)', dependencyTypesNot: ['core'] },
    },
    {
      name: 'sandbox-tests-stand-alone',
      severity: 'error',
      comment: "The sandbox's tests import the sandbox, the contract and the generators the site's tests share with them (tests/support/, tests/e2e/support/image-headers.ts), nothing else of the site.",
      from: { path: '^sandbox/tests/' },
      to: {
        path: '^(?!sandbox/|platform-contract/|node_modules/|tests/support/|tests/e2e/support/image-headers[.]ts$)',
        dependencyTypesNot: ['core'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^(\\.next|\\.data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
