import {
  EMPLOYEE_MESSAGES,
  MAX_EMPLOYEES_PER_ACCOUNT,
  MAX_WORKPLACES_PER_ACCOUNT,
  WORKPLACE_MESSAGES,
  WORKPLACE_NAME_MAX_LENGTH,
} from '@rotaledger/domain';

/** Texts the browser shows on the profile: the domain's rule messages plus the spec's UI texts. */
export const PROFILE_MESSAGES = {
  workplaceNameTooShort: WORKPLACE_MESSAGES.nameTooShort,
  workplaceNameTaken: WORKPLACE_MESSAGES.duplicateName,
  selectCategory: WORKPLACE_MESSAGES.categoryRequired,
  employeeFieldsRequired: EMPLOYEE_MESSAGES.required,
  displayNameTaken: EMPLOYEE_MESSAGES.duplicateDisplayName,
  selectWorkplace: EMPLOYEE_MESSAGES.workplaceRequired,
  employeeEditInvalid: EMPLOYEE_MESSAGES.invalidEdit,
  // Spec sections 2 and 8, word for word.
  workplaceCreateFailed: 'Something went wrong. Please try again.',
  employeeCreateFailed: 'Failed to create employee. Please try again.',
  employeeUpdateFailed: 'Error saving the employee details.',
  createWorkplaceHint: 'Create a workplace to add staff',
  selectWorkplaceHint: 'Select a workplace to add staff',
  allWorkplaces: 'All Workplaces',
  // Our own wording.
  workplaceUpdateFailed: 'The workplace could not be saved. Please try again.',
  workplaceDeleteFailed: 'The workplace could not be deleted. Please try again.',
  employeeDeleteFailed: 'The employee could not be deleted. Please try again.',
  employeeForgotten: 'Their personal data is erased. Their hours and pay stay.',
  employeeForgetFailed: 'Their personal data could not be erased. Please try again.',
  noCatalogue: 'This industry has no service types to choose from.',
} as const;

export const MAX_WORKPLACES = MAX_WORKPLACES_PER_ACCOUNT;
export const MAX_EMPLOYEES = MAX_EMPLOYEES_PER_ACCOUNT;
export const WORKPLACE_NAME_MAX = WORKPLACE_NAME_MAX_LENGTH;
