import { route } from './route';
import type { PublicationAnswer, PublicationRequest, PublishRotaAnswer, PublishRotaRequest } from './publication';

/** Publishing a week to staff, and how far what they see is behind the plan. */
export const PUBLICATION_ROUTES = {
  publishWeek: route<PublishRotaRequest, PublishRotaAnswer>('POST', '/rota/publish'),
  getPublication: route<PublicationRequest, PublicationAnswer>('GET', '/rota/publication'),
} as const;
