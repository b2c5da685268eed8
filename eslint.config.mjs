// ESLint for the repo (`npm run lint`). Every TypeScript source gets typescript-eslint's
// type-aware recommended rules (recommendedTypeChecked, typed by the same three programs
// `npm run typecheck` checks);
// the frontend its feature boundaries, the API (apps/api/src) its context boundaries and the
// libraries theirs (docs/architecture.md, "Contexts and allowed imports").
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const featuresDir = 'frontend/src/features';
const features = readdirSync(join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's `index.ts` is its public surface. Code in one feature (and the app shell in
 * `src/app`) may import another feature only through that index, never a file inside it.
 */
/**
 * A feature has two public surfaces: `index.ts` (its screens and hooks) and, when the app's start
 * needs it, `entry.ts` (reads and slices without screens: the entry chunk asks for the session and
 * the signed-in reads while the screens' code is still downloading).
 */
const publicSurfaces = (feature) => [`./${feature}/index.ts`, `./${feature}/entry.ts`];

const featureBoundaryZones = [
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).flatMap(publicSurfaces)],
    message: `Import another feature through its index.ts (e.g. '../<feature>'), not a file inside it.`,
  })),
  {
    target: './frontend/src/app',
    from: `./${featuresDir}`,
    except: features.flatMap(publicSurfaces),
    message: `The app shell imports a feature through its index.ts (e.g. '../features/<feature>') or its entry.ts.`,
  },
  // Imports run one way: the app composes features, features build on the shell code in src/lib,
  // and src/lib (the API slice, the store, hooks, error helpers) imports neither.
  {
    target: './frontend/src/lib',
    from: ['./frontend/src/app', `./${featuresDir}`],
    message: 'src/lib is the shell code features use: it imports no feature and nothing from src/app.',
  },
  {
    target: `./${featuresDir}`,
    from: './frontend/src/app',
    message: 'Features do not import the app shell (src/app); shared shell code lives in src/lib.',
  },
];

const apiSrc = 'apps/api/src';
const apiContexts = [
  'accounts',
  'organisation',
  'rota',
  'pay',
  'sharing',
  'feeds',
  'audit',
  'contact',
  'health',
  'team',
  'requests',
  'publication',
  'kiosk',
];
/** Which other contexts a context may use, and then only through their index.ts. */
const apiAllowed = {
  // A shared link shows the days as staff see them: the staff feeds' copy (sharing projection version 2).
  sharing: ['rota', 'feeds'],
  audit: ['accounts', 'pay'],
  team: ['accounts', 'rota', 'sharing', 'requests', 'kiosk'],
  // The kiosk (issue 41) clocks with the rota's timesheet writes, hashes PINs as accounts do, and finds a personal link's employee.
  kiosk: ['accounts', 'rota', 'feeds'],
  // An adjustment's note names who made the change (the users read model); a payroll file names
  // the people by their payroll IDs and uses the workplace's payment numbers (the organisation's directories).
  pay: ['accounts', 'organisation'],
  organisation: ['accounts'],
  requests: ['feeds', 'rota', 'publication'],
  publication: ['accounts', 'feeds'],
  // The weekly answer's warnings show money in the owner's currency (PreferencesReader).
  rota: ['accounts'],
};
const apiShared = ['common', 'config', 'infrastructure', 'read-side', 'tools'];
const apiBoundaryZones = [
  ...apiContexts.flatMap((context) =>
    apiContexts
      .filter((other) => other !== context)
      .map((other) => {
        const allowed = (apiAllowed[context] ?? []).includes(other);
        return {
          target: `./${apiSrc}/${context}`,
          from: `./${apiSrc}/${other}`,
          ...(allowed ? { except: ['./index.ts'] } : {}),
          message: allowed
            ? `${context} may use ${other} only through ${other}/index.ts.`
            : `${context} may not import ${other} (docs/architecture.md, Contexts and allowed imports).`,
        };
      }),
  ),
  ...apiShared.map((folder) => ({
    target: `./${apiSrc}/${folder}`,
    from: apiContexts.map((context) => `./${apiSrc}/${context}`),
    message: `${folder} may not import a context (docs/architecture.md, Contexts and allowed imports).`,
  })),
  {
    target: ['common', 'config', 'infrastructure'].map((folder) => `./${apiSrc}/${folder}`),
    from: `./${apiSrc}/read-side`,
    message: 'The platform (common, config, infrastructure) may not import read-side.',
  },
  {
    // One way: auth's decorators read the request http describes; http never imports auth, not even
    // its types (import-x/no-cycle sees only value imports between files, not folders).
    target: `./${apiSrc}/common/http`,
    from: `./${apiSrc}/common/auth`,
    message: 'common/auth builds on common/http, never the other way (route markers both read live in common/http).',
  },
];

/**
 * The libraries' layering: the domain is pure (no other library, no app, no I/O); the
 * contracts build on the domain only; the store ports and adapters never reach into an app
 * or the HTTP contracts.
 */
const libraryBoundaryZones = [
  {
    target: './libs/domain',
    from: ['./libs/event-store', './libs/read-models', './libs/contracts', './apps', './frontend'],
    message: 'libs/domain is pure: it imports no other library and no app.',
  },
  {
    target: './libs/contracts',
    from: ['./libs/event-store', './libs/read-models', './apps', './frontend'],
    message: 'libs/contracts builds on libs/domain only.',
  },
  {
    target: ['./libs/event-store', './libs/read-models'],
    from: ['./apps', './frontend', './libs/contracts'],
    message: 'The store libraries never import an app or the HTTP contracts.',
  },
];
/**
 * Inside the domain, pay and employees sit below the rota and the workplaces: the rota prices and
 * places people, so pay/ and employees/ take what they share with it (times of day, zones, the
 * service catalogue) from shared/, never from rota/ or workplaces/. Their specs may still build a
 * workplace through its decider, as a handler would.
 */
const domainBelowRota = ['pay', 'employees', 'kiosk'];
/**
 * Publication builds on the rota and the workplaces (a week's start, the publish mode), and takes
 * them only through their index.ts, as the API's contexts do.
 */
const domainThroughIndex = { publication: ['rota', 'workplaces'] };
const domainLayerZones = [
  ...domainBelowRota.map((context) => ({
    target: `./libs/domain/src/${context}`,
    from: ['./libs/domain/src/rota', './libs/domain/src/workplaces'],
    message: `libs/domain/src/${context} does not import rota/ or workplaces/: take shared helpers from libs/domain/src/shared.`,
  })),
  ...Object.entries(domainThroughIndex).flatMap(([context, others]) =>
    others.map((other) => ({
      target: `./libs/domain/src/${context}`,
      from: `./libs/domain/src/${other}`,
      except: ['./index.ts'],
      message: `libs/domain/src/${context} may use ${other}/ only through ${other}/index.ts.`,
    })),
  ),
];
/** The domain folders the layer zones above hold to. */
const domainLayered = [...domainBelowRota, ...Object.keys(domainThroughIndex)];
/** What the pure domain may not import: I/O, frameworks, store clients. */
const domainForbiddenImports = [
  'node:*',
  'fs',
  'path',
  'http',
  'crypto',
  '@nestjs/*',
  'better-sqlite3',
  'mongodb',
  '@eventstore/*',
  'express',
];

/** A feature only calls api.injectEndpoints: tag types are declared once, in app/api.ts. */
const ONE_TAG_LIST = {
  selector: "MemberExpression[property.name='enhanceEndpoints']",
  message: 'Declare tag types once in app/api.ts (tagTypes); a feature only calls api.injectEndpoints.',
};

/**
 * An endpoint's method and path come from its contract route (libs/contracts/src/*.routes.ts)
 * through callTo(ROUTE, input): a path typed in the browser drifts from the server unseen.
 */
const NO_HAND_TYPED_PATHS = [
  "Property[key.name='url'] > :matches(Literal, TemplateLiteral)",
  "Property[key.name='query'] > ArrowFunctionExpression > :matches(Literal, TemplateLiteral)",
  "CallExpression[callee.name='baseQuery'] > :matches(Literal, TemplateLiteral)",
  'Literal[value=/^\\/api(\\/|$)/]',
  'TemplateElement[value.raw=/^\\/api(\\/|$)/]',
].map((selector) => ({
  selector,
  message:
    "No hand-typed API path: build the call from its contract route, callTo(ROTA_ROUTES.getDayRota, input) from '@rotaledger/contracts/routes'.",
}));

/** The API's routes: Nest's method decorators only through `@Endpoint(contract route)` (common/http/endpoint.ts). */
const NEST_ROUTE_DECORATORS = {
  name: '@nestjs/common',
  importNames: ['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options'],
  message:
    "A route's method and path come from its contract route: @Endpoint(ROTA_ROUTES.placeAssignment) from common/http/endpoint (it adds the Idempotency-Key interceptor to writes).",
};
/** No path typed on the server: `@Controller()` takes none, and `@Endpoint` takes a contract route. */
const ONE_ROUTE_SOURCE = [
  {
    selector: "Decorator > CallExpression[callee.name='Controller'][arguments.length>0]",
    message: "@Controller() takes no path: each handler's @Endpoint(contract route) carries its whole path.",
  },
  {
    selector: "Decorator > CallExpression[callee.name='Endpoint'] > :matches(Literal, TemplateLiteral, ObjectExpression, CallExpression)",
    message: '@Endpoint takes a contract route (e.g. ROTA_ROUTES.placeAssignment), never a path or a literal route.',
  },
];
/** What a controller may not reach for: the stores' write side. */
const NO_STORE_WRITES = [
  {
    name: '@rotaledger/event-store',
    message: 'A controller executes a command (CommandBus) or a query (QueryBus); it never uses the event store.',
  },
];
const AGGREGATE_STORE_VALUE = [
  {
    group: ['**/infrastructure/aggregate-store'],
    importNames: ['AggregateStore'],
    message: 'A controller executes a command (CommandBus): its handler appends through the AggregateStore.',
  },
];
const QUERIES_READ_READ_MODELS = 'A query reads read models (ReadModelStore), never the event store: add a projection for what it needs.';
/**
 * The browser decides what a role may do with the domain's permissions table (`can(role,
 * 'rota.write')`), never by a role's name: a comparison with 'owner', 'manager' or 'auditor'
 * silently disagrees with the server once the table changes.
 */
const NO_ROLE_NAME_CHECKS = [
  'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(owner|manager|auditor)$/]',
  'SwitchCase > Literal.test[value=/^(owner|manager|auditor)$/]',
].map((selector) => ({
  selector,
  message:
    "Decide permissions with can(role, '<permission>') from '@rotaledger/domain' (the permissions table), not by comparing role names.",
}));

/**
 * The server is the only place that prices (issue 37): the browser shows the pay answers' figures
 * (payPenceInDays, payPence, the weekly totals) and never imports the domain's pay maths.
 */
const PAY_MATHS = [
  'payPence',
  'payForDays',
  'payForDatedDays',
  'rateOnFrom',
  'rateInForce',
  'rotaTotals',
  'minutesPerEmployeePerDay',
  'paidMinutesOf',
];
const contractsTypesOnly = {
  name: '@rotaledger/contracts',
  message: "Use `import type` from '@rotaledger/contracts'.",
  allowTypeImports: true,
};
const noPayMaths = {
  name: '@rotaledger/domain',
  importNames: PAY_MATHS,
  message: "The server prices: show the pay answer's figures (payPenceInDays, payPence, totals) instead of the domain's pay maths.",
};

/** The libraries resolved to their sources, as jest and tsconfig.typecheck.json do. */
const libraryAliases = Object.fromEntries(
  ['domain', 'event-store', 'read-models', 'contracts'].map((lib) => [`@rotaledger/${lib}`, [join(root, `libs/${lib}/src/index.ts`)]]),
);

/**
 * import-x reads the modules an import reaches (for no-cycle) only when it knows how to parse
 * them: TypeScript sources go through typescript-eslint's parser.
 */
const importXParsing = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

/**
 * Each linted file is typed by the program `npm run typecheck` checks it with (explicit
 * `project`s rather than the project service: the API and libraries have no tsconfig.json of
 * their own that includes their specs). Three programs in all, each built once per run.
 */
const typedBy = (project) => ({ parserOptions: { project: [join(root, project)], tsconfigRootDir: root } });

/** Specs, API tests and journeys: supertest bodies, `JSON.parse` and Testing Library queries are `any`. */
const testFiles = [
  '**/*.spec.ts',
  '**/*.test.{ts,tsx}',
  '**/testing/**/*.{ts,tsx}', // suites and helpers only jest and Vitest run (contract suites, fakes)
  'apps/api/test/**/*.ts',
  'e2e/**/*.ts',
  'frontend/src/test/**/*.{ts,tsx}',
];

/**
 * One vocabulary (issue 37, docs/architecture.md "One word for each thing in code"): a shift is a
 * row of a rota day, an assignment a person's time in it. These names called an assignment a
 * shift and were retired; the guard keeps them from coming back (with the name to use instead).
 */
const RETIRED_NAMES = {
  StaffShift: 'StaffAssignment',
  StaffShiftAnswer: 'StaffAssignmentAnswer',
  staffShiftAnswer: 'staffAssignmentAnswer',
  CheckedShift: 'CheckedAssignment',
  ClockableShift: 'ClockableAssignment',
  clockableShift: 'clockableAssignment',
  NotifiedShift: 'NotifiedAssignment',
  notifiedShift: 'notifiedAssignment',
  PlannedShift: 'PlannedAssignment',
  plannedShift: 'plannedAssignment',
  fixedShifts: 'fixedAssignments',
  UnfilledShift: 'UnfilledAssignment',
  ShiftChanges: 'AssignmentChanges',
  shiftChanges: 'assignmentChanges',
  hasShiftChanges: 'hasAssignmentChanges',
  lastSeenShifts: 'lastSeenAssignments',
  previousWorkingDayShift: 'previousWorkingDayAssignment',
  ClaimShift: 'ClaimAssignment',
  decideClaimShift: 'decideClaimAssignment',
  claimShift: 'claimAssignment',
  ClaimShiftRequest: 'ClaimAssignmentRequest',
  ClaimShiftBody: 'ClaimAssignmentBody',
  ShiftClaimedAnswer: 'AssignmentClaimedAnswer',
  isOpenShift: 'isOpenAssignment',
  OpenShiftChoice: 'OpenAssignmentChoice',
  openShiftChoices: 'openAssignmentChoices',
  openedShifts: 'openedAssignments',
  openedShiftsSentence: 'openedAssignmentsSentence',
  pickUpShift: 'pickUpAssignment',
  usePickUpShiftMutation: 'usePickUpAssignmentMutation',
  RequestShift: 'RequestAssignment',
  WeeklyShift: 'RequestAssignment',
  ShiftCard: 'AssignmentCard',
  ShiftCardProps: 'AssignmentCardProps',
  ShiftsSection: 'AssignmentsSection',
  ShiftDay: 'AssignmentDay',
};
/**
 * One time span (issue 37, docs/architecture.md "One time span"): inside, a time is minutes after the
 * rota day's midnight (the domain's TimeSpan); the wire's 'HH:MM' and 'HH:MM:SS' are parsed and
 * written only by the contracts' wire-time (`fromWireTime`, `toWireTime`, `fromWireSpan`,
 * `wireTimeAsHhMm`; `@rotaledger/contracts/wire-time` in the browser) and, for the domain's own
 * messages, by the domain's time-span.ts. The people-facing clock ('9:30am', '02:00 +1') is
 * frontend/src/components/clock.ts. Tests and journeys write their expected times by hand.
 */
const WIRE_TIME_HOMES = ['libs/contracts/src/wire-time.ts', 'libs/domain/src/shared/time-span.ts', 'frontend/src/components/clock.ts'];
const WIRE_TIME_USE =
  "use the contracts' wire-time (fromWireTime, toWireTime(minutes, 'HH:MM'), fromWireSpan, wireTimeAsHhMm) or the clock in frontend/src/components/clock.ts";
const isNumber = (node, value) => node?.type === 'Literal' && node.value === value;
const sourceOf = (context, node) => context.sourceCode.getText(node);
const time = {
  rules: {
    'wire-time-only': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const inDomainOrContracts = /[\\/]libs[\\/](domain|contracts)[\\/]/.test(context.filename);
        const report = (node, what) => context.report({ node, message: `${what} by hand: ${WIRE_TIME_USE}.` });
        return {
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
            const [first, second] = node.arguments;
            if (callee.property.name === 'slice' && isNumber(first, 0) && isNumber(second, 5)) report(node, "'HH:MM' cut from 'HH:MM:SS'");
            // A key such as 'row:index' may be split; a time (its name says so) may not.
            const splitTime = /time|clock|start|end|from|to$/i.test(sourceOf(context, callee.object));
            if (callee.property.name === 'split' && isNumber(first, ':') && splitTime) report(node, 'A clock time split');
          },
          TemplateLiteral(node) {
            const padded = node.expressions.filter((e) => /\.padStart\(\s*2\b/.test(sourceOf(context, e)));
            const clockColon = node.quasis.slice(1).some((q) => q.value.raw.startsWith(':'));
            if (padded.length > 0 && clockColon) report(node, "'HH:MM' written");
          },
          Literal(node) {
            // Two digit groups around a colon ('(\d{2}):(\d{2})', '([01]\d|2[0-4]):([0-5]\d)'); an ISO
            // instant's time (after 'T') is the instants' business, not a rota time.
            const pattern = node.regex?.pattern ?? '';
            const clockLike = /\):\(|\\d\{2\}\)?:/.test(pattern) && !/T\\d\{2\}/.test(pattern);
            if (clockLike) report(node, "'HH:MM' parsed");
          },
          ImportSpecifier(node) {
            const from = node.parent.source.value;
            const name = node.imported.name;
            if (!inDomainOrContracts && from === '@rotaledger/domain' && (name === 'parseTimeOfDay' || name === 'formatTimeOfDay')) {
              report(node, `The domain's ${name} called`);
            }
          },
        };
      },
    },
  },
};
const vocabulary = {
  rules: {
    'retired-names': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          if (!Object.hasOwn(RETIRED_NAMES, node.name)) return;
          context.report({
            node,
            message: `'${node.name}' is a retired name: a person's time on a shift is an assignment, so '${RETIRED_NAMES[node.name]}' (docs/architecture.md, "One word for each thing in code").`,
          });
        };
        return { Identifier: check, JSXIdentifier: check };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '**/*.{js,cjs,mjs}'],
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked, reactHooks.configs['recommended-latest']],
    languageOptions: typedBy('frontend/tsconfig.json'),
    plugins: { 'import-x': importX },
    settings: {
      ...importXParsing,
      // Without a resolver that knows .ts/.tsx, unresolved imports would slip past the zones.
      // The alias mirrors frontend/tsconfig.json's `paths` (the domain library's source).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: {
            '@rotaledger/domain': libraryAliases['@rotaledger/domain'],
            '@rotaledger/contracts/routes': [join(root, 'libs/contracts/src/routes.ts')],
            '@rotaledger/contracts/wire-time': [join(root, 'libs/contracts/src/wire-time.ts')],
            '@rotaledger/contracts': libraryAliases['@rotaledger/contracts'],
          },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaryZones }],
      // An import that resolves to nothing would also escape the boundary rule: fail on it.
      'import-x/no-unresolved': 'error',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false }],
      // Same convention as tsc's noUnusedParameters: a leading underscore marks a parameter
      // kept for its position in a callback's signature.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The browser takes the API contract's types, not its zod schemas (which would ship zod to every page).
      // And the pay maths stays on the server.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [contractsTypesOnly, noPayMaths],
          patterns: [{ group: ['**/libs/domain/**'], message: "Import the domain through '@rotaledger/domain'." }],
        },
      ],
      'no-restricted-syntax': ['error', ...NO_ROLE_NAME_CHECKS],
    },
  },
  {
    // Tests and fakes stand in for the server, so they may price as it does (the fake rota server, priced fixtures).
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/src/**/testing/**', 'frontend/src/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [contractsTypesOnly] }] },
  },
  {
    // RTK Query cache tags are declared once, in app/api.ts: a feature only injects endpoints.
    files: [`${featuresDir}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-syntax': ['error', ONE_TAG_LIST, ...NO_ROLE_NAME_CHECKS] },
  },
  {
    // And its calls are built from the contract's routes, never from a hand-typed path. (Tests
    // spell the wire paths they expect on purpose; the fake rota server is not a test and is held to it.)
    files: [`${featuresDir}/**/*.{ts,tsx}`],
    ignores: [`${featuresDir}/**/*.test.{ts,tsx}`, `${featuresDir}/**/test/**`],
    rules: { 'no-restricted-syntax': ['error', ONE_TAG_LIST, ...NO_HAND_TYPED_PATHS, ...NO_ROLE_NAME_CHECKS] },
  },
  {
    // A planner component reads in one sitting (issue 37): one over 150 lines splits along its seams.
    files: [`${featuresDir}/planner/**/*.tsx`],
    ignores: [`${featuresDir}/planner/**/*.test.tsx`],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The server side, its tests, the end-to-end journeys, the benchmarks and the TypeScript tools.
    files: ['apps/api/**/*.ts', 'libs/*/src/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: typedBy('tsconfig.typecheck.json'),
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A switch over a union names every member (a default does not count): a new event, command or
      // kind fails the lint at each switch that has not decided what to do with it.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false }],
    },
  },
  {
    // The journeys and playwright.config.ts are their own program (Playwright's types, no jest).
    files: ['e2e/**/*.ts', '*.ts'],
    languageOptions: typedBy('e2e/tsconfig.json'),
  },
  {
    // The journeys run on a controlled clock (e2e/support/clock.ts): every browser context gets
    // it, and no date a journey works with comes from the real one.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/clock.ts', 'e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from e2e/support/test.ts: it installs the journeys' clock in the page's context.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='browser'][callee.property.name='newContext']",
          message: "Open contexts with newContext(browser, options) from e2e/support/clock.ts: it installs the journeys' clock.",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0], CallExpression[callee.name='dayjs'][arguments.length=0]",
          message: "Today is the journeys' clock's (e2eStart(), E2E_TODAY or e2eNow() from e2e/support/clock.ts), never the real date.",
        },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      // supertest's `response.body`, `JSON.parse` and mocked calls are `any` by design; a test's
      // assertions (`toEqual`, `toMatchObject`) are what check their shape.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `expect(mock.method)` and `vi.mocked(object.method)` pass a mock around, never call it unbound.
      '@typescript-eslint/unbound-method': 'off',
      // Fakes of async ports (a projection's `apply`, a fetch stub) answer synchronously.
      '@typescript-eslint/require-await': 'off',
      // A committed `.only` silently skips every other test of its runner.
      'no-restricted-properties': [
        'error',
        ...['it', 'test', 'describe'].map((object) => ({ object, property: 'only', message: 'Remove .only before committing.' })),
      ],
    },
  },
  {
    // better-sqlite3 is synchronous: the SQLite adapters implement the async store ports without
    // awaiting, and every adapter's static `open` is async for the port's sake. `async` keeps a
    // throw a rejection, which is what callers of a port expect.
    files: ['libs/event-store/src/*-event-store.ts', 'libs/read-models/src/*-read-model-store.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['libs/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importXParsing,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'], alias: libraryAliases })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: libraryBoundaryZones }],
      'import-x/no-unresolved': 'error',
      // Modules depend one way: a cycle makes load order matter (a value read before it is set).
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The routes reach the browser as values: they take only types from the schema files, so no zod ships with them.
    files: ['libs/contracts/src/route.ts', 'libs/contracts/src/routes.ts', 'libs/contracts/src/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Routes are plain data: no zod.' }],
          patterns: [
            {
              group: ['./*', '!./route', '!./*.routes'],
              allowTypeImports: true,
              message: 'Take only types from a schema file (`import type`): its zod schemas would ship to the browser with the routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: domainLayered.map((context) => `libs/domain/src/${context}/**/*.ts`),
    ignores: ['libs/domain/src/**/*.spec.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...libraryBoundaryZones, ...domainLayerZones] }] },
  },
  {
    files: ['libs/domain/src/**/*.ts'],
    ignores: ['libs/domain/src/**/*.spec.ts', 'libs/domain/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: domainForbiddenImports, message: 'libs/domain is pure: no I/O, no framework, no store client.' }] },
      ],
    },
  },
  {
    files: [`${apiSrc}/**/*.ts`],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX },
    settings: {
      ...importXParsing,
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'], alias: libraryAliases })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: apiBoundaryZones }],
      // An import that resolves to nothing would also escape the boundary rule: fail on it.
      'import-x/no-unresolved': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    // One source for routes: a handler's method and path come from its contract route.
    files: [`${apiSrc}/**/*.ts`],
    ignores: [`${apiSrc}/common/http/endpoint.ts`],
    rules: {
      'no-restricted-imports': ['error', { paths: [NEST_ROUTE_DECORATORS] }],
      'no-restricted-syntax': ['error', ...ONE_ROUTE_SOURCE],
    },
  },
  {
    // One write path: a controller validates, then executes a command or a query; it never appends itself.
    files: [`${apiSrc}/**/*.controller.ts`],
    // The health check reads the event store's head for liveness: a read of the store's state, not of events.
    ignores: [`${apiSrc}/health/health.controller.ts`],
    rules: {
      'no-restricted-imports': ['error', { paths: [NEST_ROUTE_DECORATORS, ...NO_STORE_WRITES], patterns: AGGREGATE_STORE_VALUE }],
      'no-restricted-syntax': ['error', ...ONE_ROUTE_SOURCE],
    },
  },
  {
    // Clean reads: a query handler reads read models, never the event store.
    files: [`${apiSrc}/**/queries/**/*.ts`],
    // Replaying history is the audit's job (docs/architecture.md, Reading).
    ignores: [`${apiSrc}/audit/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEST_ROUTE_DECORATORS, ...NO_STORE_WRITES.map((path) => ({ ...path, message: QUERIES_READ_READ_MODELS }))],
          patterns: AGGREGATE_STORE_VALUE.map((pattern) => ({ ...pattern, message: QUERIES_READ_READ_MODELS })),
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { vocabulary },
    rules: { 'vocabulary/retired-names': 'error' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: [...WIRE_TIME_HOMES, '**/*.test.{ts,tsx}', '**/*.spec.ts'],
    plugins: { time },
    rules: { 'time/wire-time-only': 'error' },
  },
);
