import type {
  AppliedTemplateAnswer,
  ApplyTemplateRequest as ContractApplyTemplateRequest,
  CreateTemplateRequest,
  DeleteTemplateRequest as ContractDeleteTemplateRequest,
  GetTemplatesRequest,
  TemplateIdAnswer as ContractTemplateIdAnswer,
  TemplatesAnswer as ContractTemplatesAnswer,
  UpdateTemplateRequest as ContractUpdateTemplateRequest,
} from '@rotaledger/contracts';
import { DAY_KEYS } from '@rotaledger/domain';

/** The staffing templates' routes and wire shapes, from the API's contract (libs/contracts/src/templates*.ts): one source. */
export { TEMPLATE_ROUTES } from '@rotaledger/contracts/routes';

export const WEEKDAYS = DAY_KEYS;
export type TemplatesAnswer = ContractTemplatesAnswer;
export type StaffingTemplate = TemplatesAnswer['templates'][number];
/** One need of a template: on that weekday, `count` people for that service and those times (HH:MM). */
export type TemplateNeed = StaffingTemplate['needs'][number];
export type Weekday = TemplateNeed['weekday'];
export type TemplatesRequest = GetTemplatesRequest;
/** Saved from a week (`fromWeekStart`) or from needs given. */
export type SaveTemplateRequest = CreateTemplateRequest;
export type TemplateIdAnswer = ContractTemplateIdAnswer;
export type UpdateTemplateRequest = ContractUpdateTemplateRequest;
export type DeleteTemplateRequest = ContractDeleteTemplateRequest;
export type ApplyTemplateRequest = ContractApplyTemplateRequest;
/** `added`: the open shifts the week still lacked (0 when applied twice). */
export type ApplyTemplateAnswer = AppliedTemplateAnswer;
