import { foldEvents } from '../shared/decider';
import { given } from '../testing/given-when-then';
import { RotaWorkplace } from './rota-context';
import { SHARING_RULES } from './rota-sharing';
import { rotaDecider } from './rota.decider';
import { RotaEvent } from './rota.events';
import { ROTA_MESSAGES as M } from './rota.messages';
import { SharingCommand, sharingDecider, SharingEvent } from './sharing.decider';

const OWNER = 'owner-1';
const WP = 'wp-1';
const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';
const workplace: RotaWorkplace = { workplaceId: WP, ownerId: OWNER, services: [101], rotaStartTime: 8, rotaEndTime: 24, deleted: false };

const share = (rotaId: string, extra: { sharingGeneration?: number; span?: 'week'; rotaDate?: string } = {}): SharingCommand => ({
  type: 'ShareRota',
  data: { rotaDate: MONDAY, workplace, rotaId, sharingGeneration: 0, ...extra },
});
const revoke = (rotaId: string | null, span?: 'week'): SharingCommand => ({
  type: 'RevokeSharedRota',
  data: { rotaDate: MONDAY, workplace, rotaId, ...(span ? { span } : {}) },
});
const shared = (rotaId: string, sharingGeneration = 0, span?: 'week'): SharingEvent => ({
  type: 'RotaShared',
  data: { rotaId, workplaceId: WP, rotaDate: MONDAY, ownerId: OWNER, sharingGeneration, ...(span ? { span } : {}) },
});
const revoked = (rotaId: string, span?: 'week'): SharingEvent => ({
  type: 'SharedRotaRevoked',
  data: { rotaId, workplaceId: WP, rotaDate: MONDAY, ownerId: OWNER, ...(span ? { span } : {}) },
});

describe('sharing decider (its own, composed into the rota day stream)', () => {
  it('shares a day, gives the same link again while it lives, and a new one after a revoke or a new generation', () => {
    given(sharingDecider)
      .when(share('r1'))
      .then([shared('r1')]);
    given(sharingDecider, [shared('r1')])
      .when(share('r2'))
      .then([]);
    given(sharingDecider, [shared('r1'), revoked('r1')])
      .when(share('r2'))
      .then([shared('r2')]);
    given(sharingDecider, [shared('r1')])
      .when(share('r2', { sharingGeneration: 1 }))
      .then([shared('r2', 1)]);
  });

  it('keeps the day link and the week link apart', () => {
    given(sharingDecider, [shared('d1')])
      .when(share('w1', { span: 'week' }))
      .then([shared('w1', 0, 'week')]);
    given(sharingDecider, [shared('d1'), shared('w1', 0, 'week')])
      .when(revoke(null, 'week'))
      .then([revoked('w1', 'week')]);
    given(sharingDecider, [shared('w1', 0, 'week')])
      .when(revoke(null))
      .then([]);
  });

  it('refuses a week from a day other than Monday, and a deleted workplace', () => {
    given(sharingDecider)
      .when(share('w1', { span: 'week', rotaDate: TUESDAY }))
      .thenThrows(SHARING_RULES.weekStartNotMonday, 'validation');
    given(sharingDecider)
      .when({
        type: 'ShareRota',
        data: { rotaDate: MONDAY, workplace: { ...workplace, deleted: true }, rotaId: 'r1', sharingGeneration: 0 },
      })
      .thenThrows(M.workplaceNotFound, 'not_found');
  });

  it('revokes only the live link: not twice, not a replaced one', () => {
    given(sharingDecider, [shared('r1')])
      .when(revoke('r1'))
      .then([revoked('r1')]);
    given(sharingDecider, [shared('r1'), revoked('r1')])
      .when(revoke(null))
      .then([]);
    given(sharingDecider, [shared('r1'), revoked('r1'), shared('r2')])
      .when(revoke('r1'))
      .then([]);
  });

  it('reads the same links from a whole rota day stream as the rota decider does', () => {
    const stream: RotaEvent[] = [
      { type: 'ShiftCreated', data: { shiftId: 's1', workplaceId: WP, rotaDate: MONDAY, serviceType: 101, ownerId: OWNER } },
      shared('d1'),
      { type: 'AssignmentAdded', data: { assignmentId: 'a1', shiftId: 's1', startMinute: 540, endMinute: 720, employeeId: null } },
      shared('w1', 2, 'week'),
      revoked('d1'),
      { type: 'RotaDayCopied', data: { fromWorkplaceId: WP, fromDate: '2026-11-30', copied: 1 } },
      shared('d2', 2),
    ];
    const day = foldEvents(rotaDecider, stream);
    const links = foldEvents(
      sharingDecider,
      stream.filter((e): e is SharingEvent => e.type === 'RotaShared' || e.type === 'SharedRotaRevoked'),
    );
    expect(links).toEqual({ rotaId: 'd2', sharingGeneration: 2, weekRotaId: 'w1', weekSharingGeneration: 2 });
    expect(day).toMatchObject(links);
    for (const command of [
      share('d3', { sharingGeneration: 2 }),
      share('w2', { sharingGeneration: 2, span: 'week' }),
      revoke(null, 'week'),
    ]) {
      expect(rotaDecider.decide(command, day)).toEqual(sharingDecider.decide(command, links));
    }
  });
});
