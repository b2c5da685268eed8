import { Injectable } from '@nestjs/common';
import { FEED_LINK_MESSAGES, notFound, timeZoneOf } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { DateTime } from 'luxon';
import type { RouteLimit, StaffPrincipal } from '../common/auth/access';
import type { Actor } from '../infrastructure/aggregate-store';
import { Clock } from '../infrastructure/clock';
import { STAFF_REQUEST_RATE_LIMIT } from './staff-requests-rate-limit';
import { FEED_EMPLOYEES, FEED_WORKPLACES, FeedEmployeeDocument, FeedWorkplaceDocument, StaffSchedule } from '../feeds';

/** The employee behind a personal link, as their own requests need them (the access guard's staff principal). */
export type StaffMember = StaffPrincipal;

/** A workplace's date now, in its own time zone. */
export const workplaceToday = (now: Date, workplace: { timeZone?: string } | null | undefined) =>
  DateTime.fromJSDate(now, { zone: timeZoneOf(workplace ?? {}) }).toISODate()!;

/**
 * Staff act with no session: the token is the key. Their events carry no user (userId null) but
 * the account's owner, so account deletion finds and removes their streams like any other.
 */
export function staffActor(actor: Actor, member: StaffMember): Actor {
  return { ...actor, userId: null, ownerId: member.ownerId };
}

/**
 * What every staff route's attempt counts towards, per client address, unless the route declares
 * its own limits: the access guard counts it before it looks the link up (so guessing tokens is slow).
 */
export const STAFF_LINK_LIMITS: readonly RouteLimit[] = [{ name: 'staff-requests', per: 'client', rule: STAFF_REQUEST_RATE_LIMIT }];

/** The employee behind a live personal link: the access guard's staff principal. */
@Injectable()
export class StaffMembers {
  constructor(
    private readonly schedule: StaffSchedule,
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
  ) {}

  /** The live link's employee; an unknown, rotated or revoked token, a removed employee or a deleted account is 404. */
  async of(token: string): Promise<StaffMember> {
    const owner = await this.schedule.ownerOf(token);
    const employee = await this.readModels.get<FeedEmployeeDocument>(FEED_EMPLOYEES, owner.employeeId);
    if (!employee) throw notFound(FEED_LINK_MESSAGES.notFound);
    const workplace = await this.readModels.get<FeedWorkplaceDocument>(FEED_WORKPLACES, employee.workplaceId);
    const { employeeId, ownerId, workplaceId, displayName } = employee;
    return { employeeId, ownerId, workplaceId, displayName, today: workplaceToday(this.clock.now(), workplace) };
  }
}
