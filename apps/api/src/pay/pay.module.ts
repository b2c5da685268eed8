import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { PayController } from './pay.controller';
import { payProjection } from './projections/pay.projection';
import { GetPayForDatesHandler } from './queries/get-pay-for-dates.handler';

/** The pay bounded context: hours per employee per day, from the rota. */
@Module({
  imports: [CqrsModule],
  controllers: [PayController],
  providers: [GetPayForDatesHandler],
})
export class PayModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(payProjection);
  }
}
