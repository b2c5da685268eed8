import { Controller, Header, Param, Req, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import type { HttpReply, HttpRequest } from '../common/http/http-types';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FEED_WINDOW_DESCRIPTION, FEED_ROUTES } from '@rotaledger/contracts';
import { FEED_LINK_MESSAGES, FEED_TOKEN } from '@rotaledger/domain';
import { Public } from '../common/http/public-routes';
import { Answers } from '../common/http/api-answers';
import { clientIpOf } from '../common/http/client-ip';
import { RateLimiter } from '../common/http/rate-limiter';
import { GetCalendarFeedQuery } from './queries/get-calendar-feed.handler';
import { STAFF_READ_RATE_LIMIT } from './staff-read-rate-limit';

const TOKEN_PARAM = { name: 'token', schema: { type: 'string' as const, pattern: FEED_TOKEN.source } };

/**
 * Public: anyone with a personal link subscribes to that person's shifts (the page itself is the
 * staff requests context's `GET /staff/{token}`). A malformed token is as
 * unknown as a revoked one; the token never leaves in a Referer.
 */
@ApiTags('staff feeds')
@Public()
@Controller()
export class StaffFeedsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  /** The iCalendar feed (RFC 5545) to subscribe to. */
  @Endpoint(FEED_ROUTES.calendarFeed)
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam(TOKEN_PARAM)
  @ApiProduces('text/calendar')
  @ApiResponse({ status: 200, description: FEED_WINDOW_DESCRIPTION, content: { 'text/calendar': { schema: { type: 'string' } } } })
  @Answers(200, null, { 404: [FEED_LINK_MESSAGES.notFound], 429: [STAFF_READ_RATE_LIMIT.message] })
  async calendar(
    @Param('token') token: string,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<string> {
    this.rateLimit.consume(`staff-reads:${clientIpOf(request)}`, STAFF_READ_RATE_LIMIT);
    const feed = await this.queries.execute(new GetCalendarFeedQuery(token));
    // Set once the feed exists: a refusal stays the usual JSON.
    response.header('Content-Type', 'text/calendar; charset=utf-8');
    response.header('Content-Disposition', 'inline; filename="shifts.ics"');
    return feed;
  }
}
