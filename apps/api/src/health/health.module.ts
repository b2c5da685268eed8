import { Module } from '@nestjs/common';
import { RateLimiter } from '../common/http/rate-limiter';
import { HealthController } from './health.controller';
import { ProjectorStatus } from './projector-status';

@Module({ controllers: [HealthController], providers: [ProjectorStatus, RateLimiter], exports: [ProjectorStatus] })
export class HealthModule {}
