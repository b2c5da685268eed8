import { Controller, Header, Param, Req, Res } from '@nestjs/common';
import { FEED_ROUTES } from '@rotaledger/contracts';
import { Endpoint } from '../common/http/endpoint';
import { ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FEED_LINK_MESSAGES, FEED_TOKEN } from '@rotaledger/domain';
import { Public } from '../common/http/public-routes';
import { Answers } from '../common/http/api-answers';
import type { HttpReply, HttpRequest } from '../common/http/http-types';
import { clientIpOf } from '../common/http/client-ip';
import { RateLimiter } from '../common/http/rate-limiter';
import { StaffSchedule } from './queries/staff-schedule';
import { STAFF_READ_RATE_LIMIT } from './staff-read-rate-limit';

/** The app's colours (frontend/src/styles/tokens.css: --primary and the light --bg; index.html's theme-color). */
const THEME_COLOUR = '#1d4e6f';
const BACKGROUND_COLOUR = '#f4f6f9';

/** Built once by the frontend (frontend/public/icons/): the tile for "any", a full-bleed one for "maskable". */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * Public: the web app manifest of one person's page, so "Add to Home Screen" opens their page
 * (`start_url`) full screen with its own icon. A manifest per token because the start page is
 * the token's; an unknown, rotated or revoked token is the page's own 404.
 */
@ApiTags('staff feeds')
@Public()
@Controller()
export class StaffManifestController {
  constructor(
    private readonly schedule: StaffSchedule,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(FEED_ROUTES.staffManifest)
  @Header('Referrer-Policy', 'no-referrer')
  @ApiParam({ name: 'token', schema: { type: 'string', pattern: FEED_TOKEN.source } })
  @ApiProduces('application/manifest+json')
  @ApiResponse({
    status: 200,
    description: 'A web app manifest (W3C Web Application Manifest): name, start_url, scope, display, colours and icons.',
    content: { 'application/manifest+json': { schema: { type: 'object' } } },
  })
  @Answers(200, null, { 404: [FEED_LINK_MESSAGES.notFound], 429: [STAFF_READ_RATE_LIMIT.message] })
  async manifest(
    @Param('token') token: string,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<string> {
    this.rateLimit.consume(`staff-reads:${clientIpOf(request)}`, STAFF_READ_RATE_LIMIT);
    const owner = await this.schedule.ownerOf(token);
    // Set once the link is known: a refusal stays the usual JSON.
    response.header('Content-Type', 'application/manifest+json; charset=utf-8');
    return JSON.stringify({
      name: `Rotaledger — ${owner.displayName}`,
      short_name: 'Shifts',
      description: `${owner.displayName}'s shifts, and asking for time off, cover and open shifts.`,
      start_url: `/staff/${token}`,
      scope: '/staff/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: ICONS,
    });
  }
}
