/**
 * The one-way import rules of docs/architecture (ARCHITECTURE.md "What may import what"), checked by
 * `npm run lint`: views → machines → (api, platform only as injected types) → domain; contracts are
 * shared by server and client, and client code takes them as types only (TypeBox stays on the server);
 * the server reuses src/domain and src/contracts and nothing else of the SPA.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'view-imports-api',
      comment:
        'Views render machines; they never call the API. Entity types come from src/domain or a contract.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'view-imports-browser-or-app',
      comment: 'Views get everything through machine bindings: no platform, composition root or QA code.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/(platform|app|qa)/' },
    },
    {
      name: 'machine-imports-view-or-app',
      comment: 'Machines know nothing of React views, the composition root or the QA tools.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/(views|app|qa)/' },
    },
    {
      name: 'machine-runs-api-or-platform',
      comment: 'Machines reach the API and the browser only through implementations injected by src/app.',
      severity: 'error',
      from: { path: '^src/machines/' },
      to: { path: '^src/(api|platform)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'machine-imports-sibling',
      comment:
        'What two machines share lives in src/machines/shared or src/domain. Only the app root composes other machines.',
      severity: 'error',
      from: { path: '^src/machines/([^/]+)/', pathNot: '^src/machines/(shared|app-root)/' },
      to: { path: '^src/machines/[^/]+/', pathNot: ['^src/machines/$1/', '^src/machines/shared/'] },
    },
    {
      name: 'shared-machine-code-imports-machine',
      comment: 'src/machines/shared serves every machine and depends on none of them.',
      severity: 'error',
      from: { path: '^src/machines/shared/' },
      to: { path: '^src/machines/', pathNot: '^src/machines/shared/' },
    },
    {
      name: 'domain-imports-outside-domain',
      comment: 'src/domain is pure rules: it imports nothing of ours outside itself.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src|server)/', pathNot: '^src/domain/' },
    },
    {
      name: 'contract-imports-outside-domain',
      comment: 'A contract is TypeBox schemas over src/domain types: importable by server and client alike.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^(src|server)/', pathNot: '^src/(contracts|domain)/' },
    },
    {
      name: 'client-runs-contract',
      comment:
        'Client code takes contracts as types only (import type), so TypeBox never ships to the browser. ' +
        'The errorCode catalogue is plain constants the client compares with (issue 34).',
      severity: 'error',
      from: { path: '^src/(api|machines|views)/' },
      to: {
        path: '^src/contracts/',
        pathNot: '^src/contracts/error-codes\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'error-codes-stay-plain',
      comment: 'The errorCode catalogue ships to the browser: it imports nothing (no TypeBox).',
      severity: 'error',
      from: { path: '^src/contracts/error-codes\\.ts$' },
      to: {},
    },
    {
      name: 'api-or-platform-imports-upward',
      comment: 'src/api and src/platform sit below machines and views.',
      severity: 'error',
      from: { path: '^src/(api|platform)/' },
      to: { path: '^src/(machines|views|app|qa)/' },
    },
    {
      name: 'server-imports-client',
      comment: 'The server may import src/domain and src/contracts only.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/(domain|contracts)/' },
    },
    {
      name: 'client-imports-server',
      comment: 'The SPA never imports server code (contracts are the shared part).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'client-cycle',
      comment: 'No import cycles in the SPA (type imports included): they hide which module owns what.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles between server modules (type imports included): an interface and the factory of its implementations live apart, auth imports no area, a query several areas need goes to server/db/queries.',
      severity: 'error',
      from: { path: '^server/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
