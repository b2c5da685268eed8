import type { AcceptFillAnswer, AcceptFillRequest, AutoFillAnswer, AutoFillRequest } from '@rotaledger/contracts';

/** The auto-fill's routes and wire shapes, from the API's contract (libs/contracts/src/autofill*.ts): one source. */
export { AUTOFILL_ROUTES } from '@rotaledger/contracts/routes';

export type AutofillRequest = AutoFillRequest;
export type FillGoal = NonNullable<AutofillRequest['goal']>;
export type AutofillAnswer = AutoFillAnswer;
export type WireProposedRow = AutofillAnswer['rows'][number];
export type WireUnfilled = AutofillAnswer['unfilled'][number];
/** Why: built by the server where it decided; the planner shows `text`. */
export type WireReason = WireProposedRow['reasons'][number];
export type PersonHours = AutofillAnswer['totals']['hours'][string];
export type AcceptProposalRequest = AcceptFillRequest;
export type AcceptProposalAnswer = AcceptFillAnswer;
