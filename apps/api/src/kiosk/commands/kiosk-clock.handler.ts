import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  activeWorkplace,
  clockInstant,
  forbidden,
  isInIpRanges,
  KIOSK_MESSAGES,
  KIOSK_SETTINGS_MESSAGES,
  KioskAction,
  kioskDecider,
  kioskIpRangesOf,
  kiosksStream,
  notFound,
  pinOf,
  pinRefusalOf,
  workplaceDecider,
  workplaceStream,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { PasswordHasher } from '../../accounts';
import type { Actor } from '../../infrastructure/aggregate-store';
import { AggregateStore } from '../../infrastructure/aggregate-store';
import { Clock } from '../../infrastructure/clock';
import type { EmployeeDirectoryDocument } from '../../read-side';
import { ROTA_EMPLOYEES, RotaContextLoader, TimesheetWrites } from '../../rota';
import type { KioskLinkDocument } from '../kiosk.read-models';

export interface KioskClockInput {
  employeeId: string;
  pin: string;
  action: KioskAction;
  at?: string;
}

export class KioskClockCommand extends Command<{ status: 'off' | 'in' | 'break'; at: string }> {
  constructor(
    readonly actor: Actor,
    readonly kiosk: KioskLinkDocument,
    readonly input: KioskClockInput,
    /** The client's address as the server sees it (clientIpOf: behind a proxy only with TRUST_PROXY). */
    readonly clientIp: string,
  ) {
    super();
  }
}

/**
 * A clock at a kiosk: from the workplace's address ranges only (when it has any: 403 otherwise,
 * before the PIN, so a PIN cannot be guessed from elsewhere), then the PIN (a wrong one is counted, the fifth locks it: 401, then 423),
 * then the personal page's own clock rules at `at` (now, or a queued event's real time).
 */
@CommandHandler(KioskClockCommand)
export class KioskClockHandler implements ICommandHandler<KioskClockCommand> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly context: RotaContextLoader,
    private readonly readModels: ReadModelStore,
    private readonly hasher: PasswordHasher,
    private readonly timesheets: TimesheetWrites,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, kiosk, input, clientIp }: KioskClockCommand): Promise<{ status: 'off' | 'in' | 'break'; at: string }> {
    const now = this.clock.now().getTime();
    const at = clockInstant(input.at, now);
    const { state: workplace } = await this.aggregates.load(workplaceStream(kiosk.workplaceId), workplaceDecider);
    if (!isInIpRanges(clientIp, kioskIpRangesOf(activeWorkplace(workplace).details)))
      throw forbidden(KIOSK_SETTINGS_MESSAGES.outsideIpRanges);
    const employee = await this.readModels.get<EmployeeDirectoryDocument>(ROTA_EMPLOYEES, input.employeeId);
    if (!employee || employee.removedOn !== null || employee.workplaceId !== kiosk.workplaceId) throw notFound(KIOSK_MESSAGES.notOnKiosk);
    const streamId = kiosksStream(kiosk.workplaceId);
    const { state } = await this.aggregates.load(streamId, kioskDecider);
    const pinHash = pinOf(state, input.employeeId)?.pinHash ?? null;
    // A missing hash still costs one check, so timing tells nobody whether a person has a PIN.
    const matches = pinHash === null ? await this.hasher.verifyNothing(input.pin) : await this.hasher.verify(pinHash, input.pin);
    const { newEvents } = await this.aggregates.execute({
      streamId,
      decider: kioskDecider,
      command: {
        type: 'AttemptKioskPin',
        data: {
          workplace: await this.context.workplace(kiosk.workplaceId),
          kioskId: kiosk.kioskId,
          employeeId: input.employeeId,
          matches,
          now: new Date(now).toISOString(),
        },
      },
      actor,
    });
    const refusal = pinRefusalOf(newEvents);
    if (refusal) throw refusal;
    return this.timesheets.clockAt(
      { employeeId: input.employeeId, workplaceId: kiosk.workplaceId },
      actor,
      input.action,
      new Date(at),
      kiosk.kioskId,
    );
  }
}
