import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { StaffPageAnswer } from '@rotaledger/contracts';
import { FEED_DAYS_AHEAD, MINUTES_PER_DAY, serviceById } from '@rotaledger/domain';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { feedAddresses } from '../feed-addresses';
import { StaffSchedule } from './staff-schedule';

export class GetStaffPageQuery extends Query<StaffPageAnswer> {
  constructor(readonly token: string) {
    super();
  }
}

/** Minutes after the rota day's midnight → HH:MM on the clock (an overnight end wraps). */
export const clockText = (minutes: number) => {
  const clock = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
};

/** `GET /staff/{token}`: the page's upcoming shifts, today onwards. */
@QueryHandler(GetStaffPageQuery)
export class GetStaffPageHandler implements IQueryHandler<GetStaffPageQuery> {
  constructor(
    private readonly schedule: StaffSchedule,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token }: GetStaffPageQuery): Promise<StaffPageAnswer> {
    const owner = await this.schedule.ownerOf(token);
    const shifts = await this.schedule.shifts(owner.employeeId, 0, FEED_DAYS_AHEAD);
    const { icsUrl } = feedAddresses(this.config.publicUrl, token);
    return {
      display_name: owner.displayName,
      email: owner.email,
      ics_url: icsUrl,
      webcal_url: icsUrl.replace(/^https?:/, 'webcal:'),
      shifts: shifts.map((shift) => {
        const service = serviceById(shift.serviceId);
        return {
          id: shift.assignmentId,
          date: shift.rotaDate,
          start: clockText(shift.startMinute),
          end: clockText(shift.endMinute),
          ends_next_day: shift.endMinute >= MINUTES_PER_DAY,
          starts_at: shift.start.toUTC().toISO()!,
          ends_at: shift.end.toUTC().toISO()!,
          workplace: shift.workplaceName,
          time_zone: shift.timeZone,
          service: { id: service.service_id, name: service.service_name, icon: service.service_icon },
        };
      }),
    };
  }
}
