import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ProjectorStatus } from './projector-status';

@Module({ controllers: [HealthController], providers: [ProjectorStatus], exports: [ProjectorStatus] })
export class HealthModule {}
