import { Controller, Get } from '@nestjs/common';
import { INDUSTRY_CATEGORIES, SERVICE_CATALOGUE } from '@rotaledger/domain';
import { Public } from '../../common/auth/auth-user';

/** The industry categories and service catalogue, for API clients (the browser imports them). */
@Controller('catalogue')
export class CatalogueController {
  @Public()
  @Get()
  catalogue() {
    return { industries: INDUSTRY_CATEGORIES, services: SERVICE_CATALOGUE };
  }
}
