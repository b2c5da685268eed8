import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './accounts/accounts.module';
import { AuditModule } from './audit/audit.module';
import { EmployeesModule } from './employees/employees.module';
import { HealthModule } from './health/health.module';
import { InfrastructureModule, InfrastructureOptions } from './infrastructure/infrastructure.module';
import { PayModule } from './pay/pay.module';
import { RotaModule } from './rota/rota.module';
import { SharingModule } from './sharing/sharing.module';
import { WorkplacesModule } from './workplaces/workplaces.module';
import { ContactModule } from './contact/contact.module';

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
        WorkplacesModule,
        EmployeesModule,
        RotaModule,
        PayModule,
        SharingModule,
        ContactModule,
        AuditModule,
      ],
    };
  }
}
