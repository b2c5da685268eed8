import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogueAnswer } from '@rotaledger/contracts';
import { INDUSTRY_CATEGORIES, SERVICE_CATALOGUE } from '@rotaledger/domain';
import { Public } from '../../common/auth/auth-user';
import { Answers } from '../../common/http/api-answers';

/** The industry categories and service catalogue, for API clients (the browser imports them). */
@ApiTags('workplaces')
@Controller('catalogue')
export class CatalogueController {
  @Public()
  @Get()
  @Answers(200, CatalogueAnswer)
  catalogue(): CatalogueAnswer {
    return { industries: INDUSTRY_CATEGORIES, services: SERVICE_CATALOGUE };
  }
}
