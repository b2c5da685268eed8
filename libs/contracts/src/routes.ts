/**
 * Every operation of the HTTP API as plain data (method and path), for the browser and the
 * server's tests alike: `@rotaledger/contracts/routes` in the frontend, which takes no zod. The
 * server's OpenAPI document lists exactly these (apps/api/src/common/http/contract-routes.int.spec.ts).
 */
import { ACCOUNT_ROUTES } from './accounts.routes';
import { AUDIT_ROUTES } from './audit.routes';
import { AUTOFILL_ROUTES } from './autofill.routes';
import { CONTACT_ROUTES } from './contact.routes';
import { EMPLOYEE_ROUTES } from './employees.routes';
import { FEED_ROUTES } from './feeds.routes';
import { HEALTH_ROUTES } from './health.routes';
import { KIOSK_ROUTES } from './kiosk.routes';
import { MANAGER_DAY_ROUTES } from './manager-day.routes';
import { PAY_ROUTES } from './pay.routes';
import { PUBLICATION_ROUTES } from './publication.routes';
import type { Route } from './route';
import { ROTA_ROUTES } from './rota.routes';
import { SHARING_ROUTES } from './sharing.routes';
import { STAFF_REQUEST_ROUTES } from './staff-requests.routes';
import { TEAM_ROUTES } from './team.routes';
import { TEMPLATE_ROUTES } from './templates.routes';
import { TIMESHEET_ROUTES } from './timesheets.routes';
import { WORKPLACE_ROUTES } from './workplaces.routes';

export * from './route';
export {
  ACCOUNT_ROUTES,
  AUDIT_ROUTES,
  AUTOFILL_ROUTES,
  CONTACT_ROUTES,
  EMPLOYEE_ROUTES,
  FEED_ROUTES,
  HEALTH_ROUTES,
  KIOSK_ROUTES,
  MANAGER_DAY_ROUTES,
  PAY_ROUTES,
  PUBLICATION_ROUTES,
  ROTA_ROUTES,
  SHARING_ROUTES,
  STAFF_REQUEST_ROUTES,
  TEAM_ROUTES,
  TEMPLATE_ROUTES,
  TIMESHEET_ROUTES,
  WORKPLACE_ROUTES,
};

/** Every route, by module then name. */
export const ROUTES = {
  accounts: ACCOUNT_ROUTES,
  audit: AUDIT_ROUTES,
  autofill: AUTOFILL_ROUTES,
  contact: CONTACT_ROUTES,
  employees: EMPLOYEE_ROUTES,
  feeds: FEED_ROUTES,
  health: HEALTH_ROUTES,
  kiosk: KIOSK_ROUTES,
  managerDay: MANAGER_DAY_ROUTES,
  pay: PAY_ROUTES,
  publication: PUBLICATION_ROUTES,
  rota: ROTA_ROUTES,
  sharing: SHARING_ROUTES,
  staffRequests: STAFF_REQUEST_ROUTES,
  team: TEAM_ROUTES,
  templates: TEMPLATE_ROUTES,
  timesheets: TIMESHEET_ROUTES,
  workplaces: WORKPLACE_ROUTES,
} as const;

/** Every route as a list, each named `module.name`. */
export const ALL_ROUTES: readonly (Route<unknown, unknown> & { name: string })[] = Object.entries(ROUTES).flatMap(([module, routes]) =>
  Object.entries(routes).map(([name, operation]: [string, Route<unknown, unknown>]) => ({ ...operation, name: `${module}.${name}` })),
);
