import { Injectable } from '@nestjs/common';
import { auditDate, auditDayRange, auditSpan } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { FEED_EMPLOYEES, FeedEmployeeDocument } from '../feeds';
import { StaffMail } from '../publication';
import { dayDocumentId, RotaDayDocument } from '../read-side';
import { ROTA_DAYS } from '../rota';
import { STAFF_REQUESTS, StaffRequestDocument } from './read-models';
import { RequestDecidedListener, RequestDecision } from './request-decided.listener';

/** One e-mail to send: to whom, its subject and its lines. */
interface DecisionNotice {
  employeeId: string;
  subject: string;
  text: string;
}

/**
 * The e-mails a decision sends (issue 27: "Decisions on their requests send one too"): to who
 * asked, and for a swap to the colleague who offered to cover too. Each names only the day, the
 * hours and colleagues' display names: never a rate or a surname.
 */
@Injectable()
export class DecisionMail extends RequestDecidedListener {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly mail: StaffMail,
  ) {
    super();
  }

  override async decided(decision: RequestDecision): Promise<void> {
    for (const notice of await this.noticesOf(decision)) {
      await this.mail.requestDecided(notice.employeeId, notice.subject, notice.text);
    }
  }

  async noticesOf(decision: RequestDecision): Promise<DecisionNotice[]> {
    const request = await this.readModels.get<StaffRequestDocument>(STAFF_REQUESTS, decision.id);
    if (!request) return [];
    const answer = decision.approved ? 'approved' : 'not approved';
    if (decision.kind === 'timeOff') {
      const days = auditDayRange(request.from!, request.to!);
      const opened = decision.approved && decision.openedAssignments > 0;
      return [
        {
          employeeId: decision.employeeId,
          subject: `Your time off ${days} was ${answer}`,
          text: [
            `Your time off ${days} was ${answer}.`,
            ...(opened
              ? [
                  `Your ${decision.openedAssignments === 1 ? 'shift' : `${decision.openedAssignments} shifts`} on those days went to the open shifts.`,
                ]
              : []),
          ].join('\n'),
        },
      ];
    }
    const when = await this.assignmentText(request);
    if (decision.kind === 'claim') {
      return [
        {
          employeeId: decision.employeeId,
          subject: `Your request for the open shift on ${auditDate(request.rotaDate!)} was ${answer}`,
          text: decision.approved ? `The open shift ${when} is yours.` : `Your request for the open shift ${when} was not approved.`,
        },
      ];
    }
    const coveredBy = decision.coveredBy;
    const [coverName, offerName] = await Promise.all([this.nameOf(coveredBy), this.nameOf(decision.employeeId)]);
    const notices: DecisionNotice[] = [
      {
        employeeId: decision.employeeId,
        subject: `Your swap for ${auditDate(request.rotaDate!)} was ${answer}`,
        text: decision.approved
          ? `${coverName ?? 'A colleague'} will cover your shift ${when}. It is no longer on your rota.`
          : `Your request for cover ${when} was not approved: the shift stays yours.`,
      },
    ];
    if (coveredBy !== null) {
      notices.push({
        employeeId: coveredBy,
        subject: `Covering ${offerName ?? 'a colleague'} on ${auditDate(request.rotaDate!)} was ${answer}`,
        text: decision.approved
          ? `You cover ${offerName ?? 'a colleague'}'s shift ${when}. It is on your rota now.`
          : `Your offer to cover ${offerName ?? 'a colleague'}'s shift ${when} was not approved.`,
      });
    }
    return notices;
  }

  /** "on Tue 2 Dec, 09:00–17:00" from the rota's own day document (the day alone if the assignment is gone). */
  private async assignmentText(request: StaffRequestDocument): Promise<string> {
    const day = await this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(request.workplaceId, request.rotaDate!));
    const assignment = day?.assignments.find((a) => a.assignmentId === request.assignmentId);
    return `on ${auditDate(request.rotaDate!)}${assignment ? `, ${auditSpan(assignment)}` : ''}`;
  }

  private async nameOf(employeeId: string | null): Promise<string | null> {
    if (employeeId === null) return null;
    return (await this.readModels.get<FeedEmployeeDocument>(FEED_EMPLOYEES, employeeId))?.displayName ?? null;
  }
}
