import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './accounts';
import { AuditModule } from './audit';
import { ContactModule } from './contact';
import { HealthModule } from './health';
import { InfrastructureModule, InfrastructureOptions } from './infrastructure/infrastructure.module';
import { FeedsModule } from './feeds';
import { EmployeesModule, WorkplacesModule } from './organisation';
import { PayModule } from './pay';
import { PublicationModule } from './publication';
import { RequestsModule } from './requests';
import { RotaModule } from './rota';
import { SharingModule } from './sharing';
import { TeamModule } from './team';
import { KioskModule } from './kiosk';

/** One module per bounded context, on top of the infrastructure's ports. */
@Module({})
export class AppModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfrastructureModule.forRoot(options),
        CqrsModule.forRoot(),
        HealthModule,
        AccountsModule,
        TeamModule,
        WorkplacesModule,
        EmployeesModule,
        RotaModule,
        PayModule,
        SharingModule,
        FeedsModule,
        PublicationModule,
        RequestsModule,
        KioskModule,
        ContactModule,
        AuditModule,
      ],
    };
  }
}
