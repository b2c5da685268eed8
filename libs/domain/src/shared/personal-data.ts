/**
 * Which fields of which events hold personal data, and whose (issue 40 §2, crypto-shredding).
 * The event store's sealing layer encrypts exactly these fields with the person's key when
 * an event is appended and decrypts them when it is read; a destroyed key reads as below.
 * Everything else in an event stays plain: ids, times, money, roles, the business's own names
 * (workplaces, services, templates, kiosks, the business name), and secrets that are stored
 * only as hashes (passwords, reset and invitation tokens), which the deciders compare.
 * Pure: the app supplies how an e-mail address becomes a subject id (an HMAC with a server secret).
 */

export const DELETED_PERSON = '(deleted person)';

/** The shape the event store hands in (structural: the domain does not import the store). */
export interface PersonalDataEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: { userId: string | null; ownerId?: string };
}

export interface PersonalDataOfEvent {
  keyId: string;
  ownerId: string | null;
  subject?: string;
  fields: readonly string[];
}

export const accountKeyId = (userId: string) => `account:${userId}`;
export const employeeKeyId = (employeeId: string) => `employee:${employeeId}`;
export const invitationKeyId = (invitationId: string) => `invitation:${invitationId}`;
export const contactKeyId = (messageId: string) => `contact:${messageId}`;

const EMPLOYEE_FIELDS = ['displayName', 'firstName', 'surname', 'email', 'dateOfBirth', 'payrollId', 'phone'] as const;

/**
 * Per event type: the fields sealed, whose key, and what each field reads as once the key is
 * gone. `undefined` leaves an optional field out; names read "(deleted person)".
 */
interface Rule {
  fields: readonly string[];
  key(event: PersonalDataEvent, emailSubject: (email: string) => string): Omit<PersonalDataOfEvent, 'fields'>;
  forgotten(event: PersonalDataEvent): Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const ownerOf = (event: PersonalDataEvent): string | null => event.metadata.ownerId ?? event.metadata.userId;

const accountRule = (fields: readonly string[], forgotten: Rule['forgotten']): Rule => ({
  fields,
  key: (event) => ({ keyId: accountKeyId(text(event.data.userId)), ownerId: text(event.data.userId) }),
  forgotten,
});
const employeeRule = (fields: readonly string[], forgotten: Rule['forgotten']): Rule => ({
  fields,
  key: (event) => ({ keyId: employeeKeyId(text(event.data.employeeId)), ownerId: text(event.data.ownerId) || ownerOf(event) }),
  forgotten,
});
const forgottenEmployee = (optional: 'omit' | 'null') => (): Record<string, unknown> => ({
  displayName: DELETED_PERSON,
  firstName: DELETED_PERSON,
  surname: DELETED_PERSON,
  email: optional === 'null' ? null : undefined,
  dateOfBirth: optional === 'null' ? null : undefined,
  payrollId: optional === 'null' ? null : undefined,
  phone: optional === 'null' ? null : undefined,
});
// The roster's name keys are the employee's display name, normalised: forgotten ones stay unique.
const forgottenNameKey = (event: PersonalDataEvent) => ({ nameKey: `${DELETED_PERSON} ${text(event.data.employeeId)}` });

const RULES: Record<string, Rule> = {
  UserRegistered: accountRule(['email', 'username', 'displayName'], () => ({
    email: '',
    username: DELETED_PERSON,
    displayName: DELETED_PERSON,
  })),
  UsernameChanged: accountRule(['username'], () => ({ username: DELETED_PERSON })),
  DisplayNameChanged: accountRule(['displayName'], () => ({ displayName: DELETED_PERSON })),
  EmployeeAdded: employeeRule(EMPLOYEE_FIELDS, forgottenEmployee('omit')),
  EmployeeUpdated: employeeRule(EMPLOYEE_FIELDS, forgottenEmployee('null')),
  EmployeeEmailChanged: employeeRule(['email'], () => ({ email: null })),
  TimeOffRequested: employeeRule(['note'], () => ({ note: null })),
  EmployeeClaimed: employeeRule(['nameKey'], forgottenNameKey),
  EmployeeNameReserved: employeeRule(['nameKey'], forgottenNameKey),
  EmployeeNameFreed: employeeRule(['nameKey'], forgottenNameKey),
  MemberInvited: {
    fields: ['email'],
    key: (event, emailSubject) => ({
      keyId: invitationKeyId(text(event.data.invitationId)),
      ownerId: text(event.data.ownerId),
      // The invitee's own deletion destroys it too, in every team that invited them.
      subject: emailSubject(text(event.data.email)),
    }),
    forgotten: () => ({ email: DELETED_PERSON }),
  },
  ContactMessageReceived: {
    fields: ['name', 'email', 'message'],
    key: (event) => ({ keyId: contactKeyId(text(event.data.messageId)), ownerId: event.metadata.userId }),
    forgotten: () => ({ name: DELETED_PERSON, email: '', message: '' }),
  },
  PayPeriodReopened: {
    fields: ['reason'],
    key: (event) => ({ keyId: accountKeyId(ownerOf(event) ?? ''), ownerId: ownerOf(event) }),
    forgotten: () => ({ reason: '' }),
  },
};

/** The event types carrying personal data, and their sealed fields (docs/security.md lists them). */
export const PERSONAL_DATA_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(RULES).map(([type, rule]) => [type, rule.fields]),
);

/** The subject id of an e-mail address: `email:` and its digest (the app's HMAC with a server secret). */
export const emailSubjectId = (digest: string) => `email:${digest}`;

/**
 * The rules' version: raise it in the change that adds a field to a rule. The app's start-up
 * migration then re-seals, once, the events sealed before whose new field is still in the clear.
 * 1: the first rules; 2: employees' `phone`.
 */
export const PERSONAL_DATA_POLICY_VERSION = 2;

export function personalDataPolicy(options: { emailDigest: (email: string) => string }) {
  const emailSubject = (email: string) => emailSubjectId(options.emailDigest(email));
  return {
    version: PERSONAL_DATA_POLICY_VERSION,
    personalDataOf(event: PersonalDataEvent): PersonalDataOfEvent | null {
      const rule = RULES[event.type];
      if (!rule) return null;
      const key = rule.key(event, emailSubject);
      // An event without its person's id (none in the domain) stays plain rather than share a key.
      if (key.keyId.endsWith(':')) return null;
      return { ...key, fields: rule.fields };
    },
    forgotten(event: PersonalDataEvent, fields: readonly string[]): Record<string, unknown> {
      const values = RULES[event.type]?.forgotten(event) ?? {};
      return Object.fromEntries(fields.map((field) => [field, field in values ? values[field] : null]));
    },
  };
}

/**
 * A copy of an event's data as it reads once its person's key is destroyed (a read model's copy
 * of a forgotten person's event): its sealed fields hold their forgotten values, or are left out.
 */
export function forgottenEventData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  const rule = RULES[type];
  if (!rule) return data;
  const values = rule.forgotten({ type, data, metadata: { userId: null } });
  const copy = { ...data };
  for (const field of rule.fields) {
    if (!(field in copy)) continue;
    if (field in values && values[field] !== undefined) copy[field] = values[field];
    else delete copy[field];
  }
  return copy;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with each of `names` (a forgotten person's names) read as "(deleted person)", whole
 * words only ("Ann" stays in "Annabel"), the longest first, so "Ann Smith" becomes one mention.
 */
export function withoutNames(text: string, names: Iterable<string>): string {
  const wanted = [...new Set([...names].map((name) => name.trim()).filter((name) => name !== '' && name !== DELETED_PERSON))];
  if (wanted.length === 0) return text;
  wanted.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${wanted.map(escapeForPattern).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, DELETED_PERSON);
}
