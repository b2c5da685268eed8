import { Controller, Req } from '@nestjs/common';
import { Endpoint } from '../../common/http/endpoint';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueAnswer, WORKPLACE_ROUTES } from '@rotaledger/contracts';
import { INDUSTRY_CATEGORIES, SERVICE_CATALOGUE } from '@rotaledger/domain';
import { Public } from '../../common/http/public-routes';
import { Answers } from '../../common/http/api-answers';
import { clientIpOf } from '../../common/http/client-ip';
import type { HttpRequest } from '../../common/http/http-types';
import { RateLimiter } from '../../common/http/rate-limiter';
import { CATALOGUE_RATE_LIMIT } from './catalogue-rate-limit';

/** The industry categories and service catalogue, for API clients (the browser imports them). */
@ApiTags('workplaces')
@Controller()
export class CatalogueController {
  constructor(private readonly rateLimit: RateLimiter) {}

  @Public()
  @Endpoint(WORKPLACE_ROUTES.getCatalogue)
  @Answers(200, CatalogueAnswer, { 429: [CATALOGUE_RATE_LIMIT.message] })
  catalogue(@Req() request: HttpRequest): CatalogueAnswer {
    this.rateLimit.consume(`catalogue:ip:${clientIpOf(request)}`, CATALOGUE_RATE_LIMIT);
    return { industries: INDUSTRY_CATEGORIES, services: SERVICE_CATALOGUE };
  }
}
