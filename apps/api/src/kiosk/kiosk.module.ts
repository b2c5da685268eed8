import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PasswordHasher } from '../accounts';
import { StaffSchedule } from '../feeds';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { RotaModule } from '../rota';
import { CreateKioskHandler } from './commands/create-kiosk.handler';
import { KioskClockHandler } from './commands/kiosk-clock.handler';
import { RevokeKioskHandler } from './commands/revoke-kiosk.handler';
import { SetPinHandler } from './commands/set-pin.handler';
import { KioskLinks } from './kiosk-links';
import { kioskLinksProjection } from './kiosk-links.projection';
import { KioskLinksController } from './kiosk-links.controller';
import { KioskController } from './kiosk.controller';
import { KioskPage } from './queries/kiosk-page';

/** The kiosk context (issue 41): a workplace's shared tablet, its links, and the PINs staff clock with there. */
@Module({
  // The rota's timesheet writes and day reads, as the personal page's clock uses them.
  imports: [CqrsModule, RotaModule],
  controllers: [KioskLinksController, KioskController],
  providers: [
    KioskLinks,
    KioskPage,
    PasswordHasher,
    StaffSchedule,
    CreateKioskHandler,
    RevokeKioskHandler,
    SetPinHandler,
    KioskClockHandler,
  ],
})
export class KioskModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(kioskLinksProjection);
  }
}
