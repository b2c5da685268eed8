import { Injectable } from '@nestjs/common';
import { employeeDecider, employeeStream, notFound, ROTA_MESSAGES, rotaDecider, rotaStream, type TimeOffKind } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Actor, AggregateStore } from '../infrastructure/aggregate-store';
import { newEntityId } from '../infrastructure/idempotency-scope';
import { STAFF_REQUESTS, StaffRequestDocument } from './read-models';
import { paidHolidayContext } from './paid-holiday';
import { RotaRequestContext } from './rota-request-context';
import { StaffMember, staffActor } from './staff-member';

/**
 * What staff do from their personal page, each for the token's own employee only: the events
 * go to their employee stream (availability, time off) or to the rota day of the shift (claims,
 * swaps), decided by the same deciders as the manager's own changes.
 */
@Injectable()
export class StaffActions {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly rota: RotaRequestContext,
    private readonly readModels: ReadModelStore,
  ) {}

  async setAvailability(member: StaffMember, actor: Actor, input: { weekly?: unknown; exceptions?: unknown }): Promise<void> {
    await this.aggregates.execute({
      streamId: employeeStream(member.employeeId),
      decider: employeeDecider,
      command: { type: 'SetAvailability', data: { employeeId: member.employeeId, ...input, today: member.today } },
      actor: staffActor(actor, member),
    });
  }

  async requestTimeOff(member: StaffMember, actor: Actor, input: { from: string; to: string; note?: string; kind?: TimeOffKind }) {
    const requestId = newEntityId(actor);
    // Paid holiday is checked against the balance (issue 39): the decider needs what it reads.
    const holiday = input.kind === 'paid-holiday' ? await paidHolidayContext(this.readModels, member.employeeId, input.from) : undefined;
    await this.aggregates.execute({
      streamId: employeeStream(member.employeeId),
      decider: employeeDecider,
      command: { type: 'RequestTimeOff', data: { employeeId: member.employeeId, requestId, ...input, holiday, today: member.today } },
      actor: staffActor(actor, member),
    });
    return { requestId };
  }

  async cancelTimeOff(member: StaffMember, actor: Actor, requestId: string): Promise<void> {
    // The employee stream only knows its own requests: another employee's id is unknown there (404).
    await this.aggregates.execute({
      streamId: employeeStream(member.employeeId),
      decider: employeeDecider,
      command: { type: 'CancelTimeOff', data: { employeeId: member.employeeId, requestId, today: member.today } },
      actor: staffActor(actor, member),
    });
  }

  async claim(member: StaffMember, actor: Actor, assignmentId: string) {
    // Only their own workplace's open shifts: another workplace's answers as an unknown one, so nothing of it shows.
    const place = await this.rota.assignment(member.ownerId, assignmentId, member.workplaceId);
    const day = await this.rota.day(place);
    const [employee, holder] = await Promise.all([day.employee(member.employeeId), day.holderOf(assignmentId)]);
    const claimId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: rotaStream(place.workplaceId, place.rotaDate),
      decider: rotaDecider,
      command: {
        type: 'ClaimShift',
        data: {
          rotaDate: place.rotaDate,
          workplace: day.workplace,
          today: member.today,
          claimId,
          assignmentId,
          employeeId: member.employeeId,
          employee,
          holder,
          busyElsewhere: day.spansOf(member.employeeId),
        },
      },
      actor: staffActor(actor, member),
    });
    return { claimId };
  }

  async offerSwap(member: StaffMember, actor: Actor, assignmentId: string) {
    const place = await this.rota.assignment(member.ownerId, assignmentId);
    const day = await this.rota.day(place);
    const swapId = newEntityId(actor);
    await this.aggregates.execute({
      streamId: rotaStream(place.workplaceId, place.rotaDate),
      decider: rotaDecider,
      command: {
        type: 'OfferSwap',
        data: {
          rotaDate: place.rotaDate,
          workplace: day.workplace,
          today: member.today,
          swapId,
          assignmentId,
          employeeId: member.employeeId,
          employee: await day.employee(member.employeeId),
        },
      },
      actor: staffActor(actor, member),
    });
    return { swapId };
  }

  async withdrawSwap(member: StaffMember, actor: Actor, swapId: string): Promise<void> {
    const place = await this.swapPlace(member, swapId);
    const day = await this.rota.day(place);
    await this.aggregates.execute({
      streamId: rotaStream(place.workplaceId, place.rotaDate),
      decider: rotaDecider,
      command: {
        type: 'WithdrawSwap',
        data: { rotaDate: place.rotaDate, workplace: day.workplace, today: member.today, swapId, employeeId: member.employeeId },
      },
      actor: staffActor(actor, member),
    });
  }

  /** Where a swap of the member's workplace is; another workplace's answers as an unknown one, like another account's. */
  private async swapPlace(member: StaffMember, swapId: string) {
    const swap = await this.readModels.get<StaffRequestDocument>(STAFF_REQUESTS, swapId);
    const visible = swap?.kind === 'swap' && swap.ownerId === member.ownerId && swap.workplaceId === member.workplaceId;
    if (!swap || !visible || !swap.rotaDate) throw notFound(ROTA_MESSAGES.requestNotFound);
    return { workplaceId: swap.workplaceId, rotaDate: swap.rotaDate, ownerId: swap.ownerId };
  }

  async acceptSwap(member: StaffMember, actor: Actor, swapId: string): Promise<void> {
    const place = await this.swapPlace(member, swapId);
    const day = await this.rota.day(place);
    await this.aggregates.execute({
      streamId: rotaStream(place.workplaceId, place.rotaDate),
      decider: rotaDecider,
      command: {
        type: 'AcceptSwap',
        data: {
          rotaDate: place.rotaDate,
          workplace: day.workplace,
          today: member.today,
          swapId,
          employeeId: member.employeeId,
          employee: await day.employee(member.employeeId),
          busyElsewhere: day.spansOf(member.employeeId),
        },
      },
      actor: staffActor(actor, member),
    });
  }
}
