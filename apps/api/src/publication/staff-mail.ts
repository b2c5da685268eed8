import { Inject, Injectable, Logger } from '@nestjs/common';
import { auditDate, businessNameOf, NotifiedAssignment, AssignmentChanges } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Mailer, MailMessage, UserDirectory } from '../accounts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { escapeHtml } from '../common/mail/escape-html';
import { FEED_EMPLOYEES, FEED_LINKS, feedAddresses, FeedEmployeeDocument, FeedLinkDocument } from '../feeds';
import { TEAM_BUSINESSES, TeamBusinessDocument } from '../read-side';

/**
 * The e-mails an employee gets: their changed and upcoming shifts, and the answers to their
 * requests. Each names only them (their display name) and their own shifts (day, hours,
 * service, workplace): never a rate, never a colleague.
 */

const assignmentLine = (assignment: NotifiedAssignment) =>
  `${auditDate(assignment.date)}, ${assignment.start}–${assignment.end}, ${assignment.service} at ${assignment.workplace}`;

function changeLines({ added, changed, removed }: AssignmentChanges): string[] {
  return [
    ...added.map((assignment) => `New: ${assignmentLine(assignment)}`),
    ...changed.map(({ now, was }) => `Changed: ${assignmentLine(now)} (was ${assignmentLine(was)})`),
    ...removed.map((assignment) => `Cancelled: ${assignmentLine(assignment)}`),
  ];
}

const pageLines = (pageUrl: string | null) => (pageUrl ? ['', `Your shifts, any time: ${pageUrl}`] : []);

function message(to: string, subject: string, paragraphs: { lines: string[]; list?: boolean }[], pageUrl: string | null): MailMessage {
  const text = [
    ...paragraphs.flatMap(({ lines, list }) => ['', ...(list ? lines.map((line) => `- ${line}`) : lines)]).slice(1),
    ...pageLines(pageUrl),
  ];
  const html = [
    ...paragraphs.map(({ lines, list }) =>
      list ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    ),
    ...(pageUrl ? [`<p><a href="${escapeHtml(pageUrl)}">Your shifts, any time</a></p>`] : []),
  ];
  return { to, subject, text: text.join('\n'), html: html.join('\n') };
}

/** "Your shifts at Harbour Café have changed": what changed since they were last told, then every upcoming shift. */
export function assignmentsChangedMail(
  to: string,
  displayName: string,
  businessName: string,
  changes: AssignmentChanges,
  upcoming: readonly NotifiedAssignment[],
  pageUrl: string | null,
): MailMessage {
  const upcomingLines = upcoming.length ? upcoming.map(assignmentLine) : ['No upcoming shifts.'];
  return message(
    to,
    `Your shifts at ${businessName} have changed`,
    [
      { lines: [`Hello ${displayName},`] },
      { lines: [`Your rota at ${businessName} has changed:`] },
      { lines: changeLines(changes), list: true },
      { lines: ['Your upcoming shifts:'] },
      { lines: upcomingLines, list: upcoming.length > 0 },
    ],
    pageUrl,
  );
}

/** The answer to one of their requests (time off, a claim, a swap), in the words the decision gives, signed by the business. */
export function requestDecidedMail(
  to: string,
  displayName: string,
  businessName: string,
  subject: string,
  text: string,
  pageUrl: string | null,
): MailMessage {
  return message(to, subject, [{ lines: [`Hello ${displayName},`] }, { lines: text.split('\n') }, { lines: [businessName] }], pageUrl);
}

/** Who an e-mail goes to: the employee's address, display name and personal page (when they have a live link). */
export interface StaffRecipient {
  employeeId: string;
  email: string;
  displayName: string;
  /** What their team's business is called (named by the owner, else its first workplace). */
  businessName: string;
  pageUrl: string | null;
}

@Injectable()
export class StaffMail {
  private readonly logger = new Logger(StaffMail.name);

  constructor(
    private readonly readModels: ReadModelStore,
    private readonly mailer: Mailer,
    private readonly users: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The employee as a recipient, or null when they are gone or have no e-mail. */
  async recipient(employeeId: string): Promise<StaffRecipient | null> {
    const employee = await this.readModels.get<FeedEmployeeDocument>(FEED_EMPLOYEES, employeeId);
    if (!employee?.email || employee.removedOn !== null) return null;
    return {
      employeeId,
      email: employee.email,
      displayName: employee.displayName,
      businessName: await this.businessNameOf(employee.ownerId),
      pageUrl: await this.pageUrlOf(employeeId),
    };
  }

  /** What the team is called in its staff's e-mails: the owner's name for it, else its first workplace's (as the team pages say). */
  async businessNameOf(ownerId: string): Promise<string> {
    const business = await this.readModels.get<TeamBusinessDocument>(TEAM_BUSINESSES, ownerId);
    const owner = business?.businessName || business?.firstWorkplaceName ? null : (await this.users.profiles([ownerId])).get(ownerId);
    return businessNameOf(business?.businessName, business?.firstWorkplaceName, owner?.displayName ?? 'Someone');
  }

  /** Their personal page, when they have a live link. */
  async pageUrlOf(employeeId: string): Promise<string | null> {
    const [link] = await this.readModels.find<FeedLinkDocument>(FEED_LINKS, { employeeId });
    return link ? feedAddresses(this.config.publicUrl, link.token).url : null;
  }

  /**
   * Tells the employee a decision on their request (`text`: what was decided, no one else's
   * details). False when they have no e-mail or the e-mail could not be sent (logged): a
   * decision never fails because of its e-mail.
   */
  async requestDecided(employeeId: string, subjectLine: string, text: string): Promise<boolean> {
    const to = await this.recipient(employeeId);
    if (!to) return false;
    return this.send(requestDecidedMail(to.email, to.displayName, to.businessName, subjectLine, text, to.pageUrl));
  }

  /** Sends one e-mail; false (logged) when the mailer failed. */
  async send(mail: MailMessage): Promise<boolean> {
    try {
      await this.mailer.send(mail);
      return true;
    } catch (error) {
      this.logger.warn(`An e-mail to an employee could not be sent: ${String(error)}`);
      return false;
    }
  }
}
