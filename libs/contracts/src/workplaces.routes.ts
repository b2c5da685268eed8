import { route } from './route';
import type {
  CatalogueAnswer,
  CreateWorkplaceRequest,
  DeleteWorkplaceRequest,
  ListWorkplacesRequest,
  UpdateWorkplaceRequest,
  WorkplaceIdAnswer,
  WorkplaceListAnswer,
} from './workplaces';

/** The spec's `/workplaces/*` calls, and the public service catalogue. */
export const WORKPLACE_ROUTES = {
  getWorkplaces: route<ListWorkplacesRequest, WorkplaceListAnswer>('GET', '/workplaces/getworkplaces'),
  createWorkplace: route<CreateWorkplaceRequest, WorkplaceIdAnswer>('POST', '/workplaces/createworkplace'),
  updateWorkplace: route<UpdateWorkplaceRequest, WorkplaceIdAnswer>('PUT', '/workplaces/updateworkplace'),
  deleteWorkplace: route<DeleteWorkplaceRequest, WorkplaceIdAnswer>('DELETE', '/workplaces/deleteworkplace'),
  getCatalogue: route<void, CatalogueAnswer>('GET', '/catalogue'),
} as const;
