import { KIOSK_ACTIONS, KIOSK_MESSAGES } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, isMissing, optionalText, request, requiredId } from './fields';

/**
 * The kiosk (issue 41): a workplace's shared tablet, `/kiosk/{token}` (public: the token is the
 * key), where staff clock with a PIN; its links are made by the owner or a manager, and a PIN is
 * set by the person (`/staff/{token}/pin`) or their manager (`/employees/pin`). These schemas
 * read shapes; the kiosk and rota deciders judge the rules.
 */

/** A PIN as sent: 4 to 6 digits (checked here, so nothing else is ever hashed). */
const pinField = z
  .string({ error: KIOSK_MESSAGES.pinFormat })
  .regex(/^[0-9]{4,6}$/, { error: KIOSK_MESSAGES.pinFormat })
  .meta({ examples: ['0420'], description: '4 to 6 digits.' });

/** A kiosk's name (the domain checks its length); absent, null or blank: "Kiosk". */
const nameField = optionalText('name must be text.')
  .transform((name) => name ?? null)
  .meta({ type: 'string', nullable: true, examples: ['Front door'] });

/** `POST /workplaces/kiosks`. */
export const CreateKioskRequest = request({ workplaceId: requiredId('workplaceId'), name: nameField, userId: claimedUserId });
export const CreatedKioskAnswer = answer('CreatedKiosk', z.object({ kioskId: z.string(), token: z.string() }));

/** `GET /workplaces/kiosks`. */
export const GetKiosksRequest = request({ workplaceId: requiredId('workplaceId'), userId: claimedUserId });
export const KiosksAnswer = answer(
  'Kiosks',
  z.object({
    kiosks: z.array(
      z.object({
        kioskId: z.string(),
        name: z.string(),
        /** Absent for an auditor (they see the list, not the keys). */
        token: z.string().optional(),
        createdAt: z.string(),
        lastUsedAt: z.string().nullable(),
      }),
    ),
  }),
);

/** `DELETE /workplaces/kiosks`: the token answers 404 at once. */
export const DeleteKioskRequest = request({ kioskId: requiredId('kioskId'), userId: claimedUserId });

/** `PUT /employees/pin`. */
export const SetEmployeePinRequest = request({ employeeId: requiredId('employeeId'), pin: pinField, userId: claimedUserId });
/** `PUT /staff/{token}/pin`. */
export const SetStaffPinRequest = request({ pin: pinField });

/** `GET /kiosk/{token}`: today's people at the workplace, by display name only. */
export const KioskPageAnswer = answer(
  'KioskPage',
  z.object({
    workplaceName: z.string(),
    people: z.array(
      z.object({
        employeeId: z.string(),
        displayName: z.string(),
        status: z.enum(['off', 'in', 'break']),
        shift: z.object({ timeStart: z.string(), timeEnd: z.string() }).optional(),
      }),
    ),
  }),
);

/** `POST /kiosk/{token}/clock` (with an Idempotency-Key): `at`, a queued offline event's real time. */
export const KioskClockRequest = request({
  employeeId: requiredId('employeeId'),
  pin: z
    .string({ error: (issue) => (isMissing(issue.input) ? 'pin is required.' : KIOSK_MESSAGES.pinFormat) })
    .max(64, { error: KIOSK_MESSAGES.pinFormat }),
  action: z.enum(KIOSK_ACTIONS, { error: KIOSK_MESSAGES.action }),
  at: z
    .string({ error: KIOSK_MESSAGES.atNotAnInstant })
    .max(40, { error: KIOSK_MESSAGES.atNotAnInstant })
    .optional()
    .meta({ format: 'date-time', description: 'A queued event’s real time: at most 24 hours ago, never in the future.' }),
});
export const KioskClockAnswer = answer('KioskClock', z.object({ status: z.enum(['off', 'in', 'break']), at: z.string() }));

export type CreateKioskRequest = z.input<typeof CreateKioskRequest>;
export type CreatedKioskAnswer = z.output<typeof CreatedKioskAnswer>;
export type GetKiosksRequest = z.input<typeof GetKiosksRequest>;
export type KiosksAnswer = z.output<typeof KiosksAnswer>;
export type DeleteKioskRequest = z.input<typeof DeleteKioskRequest>;
export type SetEmployeePinRequest = z.input<typeof SetEmployeePinRequest>;
export type SetStaffPinRequest = z.input<typeof SetStaffPinRequest>;
export type KioskPageAnswer = z.output<typeof KioskPageAnswer>;
export type KioskClockRequest = z.input<typeof KioskClockRequest>;
export type KioskClockAnswer = z.output<typeof KioskClockAnswer>;
