import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import type { HttpReply } from '../common/http/http-types';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FEED_WINDOW_DESCRIPTION, StaffPageAnswer } from '@rotaledger/contracts';
import { FEED_LINK_MESSAGES, FEED_TOKEN } from '@rotaledger/domain';
import { Public } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { GetCalendarFeedQuery } from './queries/get-calendar-feed.handler';
import { GetStaffPageQuery } from './queries/get-staff-page.handler';

const TOKEN_PARAM = { name: 'token', schema: { type: 'string' as const, pattern: FEED_TOKEN.source } };

/**
 * Public: anyone with a personal link reads that person's shifts. A malformed token is as
 * unknown as a revoked one; the token never leaves in a Referer.
 */
@ApiTags('staff feeds')
@Public()
@Controller()
export class StaffFeedsController {
  constructor(private readonly queries: QueryBus) {}

  /** The personal page's data: display name, upcoming shifts (today to 12 weeks ahead) and the feed's addresses. */
  @Get('staff/:token')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @Answers(200, StaffPageAnswer, { 404: [FEED_LINK_MESSAGES.notFound] })
  page(@Param('token') token: string): Promise<StaffPageAnswer> {
    return this.queries.execute(new GetStaffPageQuery(token));
  }

  /** The iCalendar feed (RFC 5545) to subscribe to. */
  @Get('feeds/:token.ics')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @ApiProduces('text/calendar')
  @ApiResponse({ status: 200, description: FEED_WINDOW_DESCRIPTION, content: { 'text/calendar': { schema: { type: 'string' } } } })
  @Answers(200, null, { 404: [FEED_LINK_MESSAGES.notFound] })
  async calendar(@Param('token') token: string, @Res({ passthrough: true }) response: HttpReply): Promise<string> {
    const feed = await this.queries.execute(new GetCalendarFeedQuery(token));
    // Set once the feed exists: a refusal stays the usual JSON.
    response.header('Content-Type', 'text/calendar; charset=utf-8');
    response.header('Content-Disposition', 'inline; filename="shifts.ics"');
    return feed;
  }
}
