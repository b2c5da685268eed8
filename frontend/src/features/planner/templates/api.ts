import { callTo } from '../../../lib/api';
import { plannerApi, rotaChanged } from '../api';
import {
  TEMPLATE_ROUTES,
  type ApplyTemplateAnswer,
  type ApplyTemplateRequest,
  type DeleteTemplateRequest,
  type SaveTemplateRequest,
  type TemplateIdAnswer,
  type TemplatesAnswer,
  type TemplatesRequest,
  type UpdateTemplateRequest,
} from './routes';

/** The workplace a template write changes: for its cache tag only, never sent. */
type OfWorkplace = { workplaceId: string };

const templatesOf = (workplaceId: string) => [{ type: 'RotaTemplate' as const, id: workplaceId }];

/** A workplace's staffing templates: listed, saved from a week, renamed, deleted, and drawn into a week. */
export const templatesApi = plannerApi.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<TemplatesAnswer, TemplatesRequest>({
      query: (params) => callTo(TEMPLATE_ROUTES.getTemplates, params),
      providesTags: (_r, _e, { workplaceId }) => templatesOf(workplaceId),
    }),
    saveTemplate: build.mutation<TemplateIdAnswer, SaveTemplateRequest>({
      query: (body) => callTo(TEMPLATE_ROUTES.createTemplate, body),
      invalidatesTags: (_r, _e, { workplaceId }) => templatesOf(workplaceId),
    }),
    updateTemplate: build.mutation<void, UpdateTemplateRequest & OfWorkplace>({
      query: ({ workplaceId: _workplace, ...body }) => callTo(TEMPLATE_ROUTES.updateTemplate, body),
      invalidatesTags: (_r, _e, { workplaceId }) => templatesOf(workplaceId),
    }),
    deleteTemplate: build.mutation<void, DeleteTemplateRequest & OfWorkplace>({
      query: ({ workplaceId: _workplace, ...body }) => callTo(TEMPLATE_ROUTES.deleteTemplate, body),
      invalidatesTags: (_r, _e, { workplaceId }) => templatesOf(workplaceId),
    }),
    /** Adds the open shifts the week still lacks: the week, its days and their dots re-read, like a copy. */
    applyTemplate: build.mutation<ApplyTemplateAnswer, ApplyTemplateRequest>({
      query: (body) => callTo(TEMPLATE_ROUTES.applyTemplate, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, 'Shift', ...rotaChanged(workplaceId)],
    }),
  }),
});

export const { useGetTemplatesQuery } = templatesApi;
