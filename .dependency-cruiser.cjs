/**
 * The import rules of the API, the web app and the contract (ADR 014 for the API's module
 * boundaries, ADR 033 for the rest), checked by `npm run lint`. Type-only imports and lazy
 * `import()`s count: a cycle through a type or a route's loader is still a cycle.
 */
const src = '^apps/api/src/';
const web = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files import one another one way only, lazily or not.',
      from: { path: '^(apps/(api|web)|packages/contract)/src/' },
      to: { circular: true },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment:
        'A module uses another only through what that one offers in its index.ts (its ' +
        'declaration, a service, a read function), never its repository or its rules.',
      from: { path: `${src}modules/([^/]+)/` },
      to: {
        path: `${src}modules/[^/]+/`,
        pathNot: [`${src}modules/$1/`, `${src}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'outside-through-module-index',
      severity: 'error',
      comment:
        'Jobs, the seed and the app reach a module through its index.ts too; only the ' +
        'registration list (modules/index.ts) names route files.',
      from: { path: src, pathNot: `${src}modules/` },
      to: { path: `${src}modules/[^/]+/`, pathNot: `${src}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'changes-below-modules',
      severity: 'error',
      comment:
        'The audited write (changes/), the CRUD layer (crud/), the database (db/ but the seed), ' +
        'plugins and lib serve every module and depend on none.',
      from: { path: `${src}(changes|crud|lib|plugins|db/(?!seed/))` },
      to: { path: `${src}(modules|jobs)/` },
    },
    {
      name: 'changes-below-crud',
      severity: 'error',
      comment: 'The audited write knows nothing of resources; the CRUD layer builds on it.',
      from: { path: `${src}(changes|lib)/` },
      to: { path: `${src}crud/` },
    },
    {
      name: 'feature-alone',
      severity: 'error',
      comment:
        'A web feature never imports another; what two share lives in components/ or lib/, ' +
        'and app/ puts features together.',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/[^/]+/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment:
        'app/ puts the features together and finds their declarations by file name ' +
        '(import.meta.glob, which this check cannot follow: ADR 047), so a feature imports ' +
        'nothing from app/ and no cycle can hide behind the glob.',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'components/ and lib/ serve every feature and the app; they import neither.',
      from: { path: `${web}(components|lib)/` },
      to: { path: `${web}(features|app)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
