import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PayController } from './pay.controller';
import { GetPayForDatesHandler } from './queries/get-pay-for-dates.handler';

/** The pay bounded context: hours and pay per employee per day, from the rota's day documents. */
@Module({
  imports: [CqrsModule],
  controllers: [PayController],
  providers: [GetPayForDatesHandler],
})
export class PayModule {}
