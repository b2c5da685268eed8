import { DomainError } from '../shared/errors';
import { ACCOUNT_ERRORS } from './account-errors';
import { emailProblem, isValidEmail, normaliseEmail } from './email-rules';
import { newPasswordProblem, passwordMeetsRules } from './password-rules';
import { DEFAULT_PREFERENCES, parsePreferenceChanges, PREFERENCE_ERRORS } from './preferences';
import { initialUsername, USERNAME_MESSAGES, usernameProblem } from './username-rules';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  throw new Error('expected a DomainError');
}

describe('e-mail rules', () => {
  it('compares e-mails case-insensitively and without surrounding spaces', () => {
    expect(normaliseEmail('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
  });

  it.each(['ann@example.com', 'a.b+c@sub.example.co.uk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(emailProblem(email)).toBeNull();
  });

  it.each(['ann', 'ann@', '@example.com', 'ann@example', 'ann lee@example.com', 'ann@@example.com', `${'a'.repeat(250)}@x.com`])(
    'refuses %s as an invalid format',
    (email) => expect(emailProblem(email)).toBe(ACCOUNT_ERRORS.invalidEmail),
  );

  it.each([undefined, null, '', '  ', 42])('asks for an e-mail when given %p', (email) => {
    expect(emailProblem(email)).toBe(ACCOUNT_ERRORS.emailRequired);
  });
});

describe('password rules', () => {
  it('needs 8 characters, an uppercase letter, a number and a special character', () => {
    expect(passwordMeetsRules('Secret#1')).toBe(true);
    expect(passwordMeetsRules('Secret#')).toBe(false);
    expect(passwordMeetsRules('secret#1')).toBe(false);
    expect(passwordMeetsRules('Secret##')).toBe(false);
    expect(passwordMeetsRules('Secret11')).toBe(false);
  });

  it.each(['Aa1 aaaa', '        A1', 'Aa1\taaaa', 'Aa1\naaaa', 'Aa1\u00a0aaaa', 'Aa1\u200baaaa', 'Aa1\u0000aaaa', 'Passwörd1', 'Пароль1A'])(
    'does not count whitespace, control characters or letters of other scripts as special: %j',
    (password) => {
      expect(passwordMeetsRules(password)).toBe(false);
      expect(newPasswordProblem(password)).toBe(ACCOUNT_ERRORS.passwordRulesUnmet);
    },
  );

  it.each(['Secret_1', 'Secret-1', 'Secret€1', 'Secret£1', 'Secret 1!', 'Secret«1', 'Secret😀1'])(
    'counts printable symbols as special: %j',
    (password) => {
      expect(passwordMeetsRules(password)).toBe(true);
    },
  );

  it('answers the spec message for fewer than 6 characters, else the rules message', () => {
    expect(newPasswordProblem('Ab1#x')).toBe(ACCOUNT_ERRORS.passwordTooWeak);
    expect(newPasswordProblem('Ab1#xy')).toBe(ACCOUNT_ERRORS.passwordRulesUnmet);
    expect(newPasswordProblem('abcdefgh')).toBe(ACCOUNT_ERRORS.passwordRulesUnmet);
    expect(newPasswordProblem('Abcdefg1#')).toBeNull();
    expect(newPasswordProblem(`A1#${'x'.repeat(126)}`)).toBe(ACCOUNT_ERRORS.passwordTooLong);
  });
});

describe('initial username', () => {
  it('takes 8 characters of the local part (a-z0-9) and the last 6 of the timestamp', () => {
    expect(initialUsername('Ann.Lee-Smith@example.com', 1767603600123)).toBe('annleesm600123');
  });

  it('always obeys the username rule', () => {
    for (const email of ['a@x.io', '...@x.io', 'ÄÖÜ@x.io', 'verylonglocalpart@x.io']) {
      expect(usernameProblem(initialUsername(email, 1767603600123))).toBeNull();
    }
  });
});

describe('username rule', () => {
  it.each(['ann\u202Elee', 'annlee\n', '\u200Fannlee', 'ann\uD800'])(
    'refuses control, text-direction and broken characters (%j)',
    (username) => {
      expect(usernameProblem(username)).toBe(USERNAME_MESSAGES.unsafe);
      expect(USERNAME_MESSAGES.unsafe).toBe(
        'Username cannot contain control characters, hidden text-direction marks or broken characters.',
      );
    },
  );
});

describe('preference changes', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      currency: 'gbp',
      theme_mode: 'light',
      allow_workplace_edit: true,
      allow_employee_edit: true,
      public_rota: true,
      tf_1: false,
      tf_2: true,
      num_1: 0,
      week_start: 'monday',
    });
  });

  it('accepts one or more known, valid fields', () => {
    expect(parsePreferenceChanges({ currency: 'usd', tf_1: true, num_1: 6, theme_mode: 'dark' })).toEqual({
      currency: 'usd',
      tf_1: true,
      num_1: 6,
      theme_mode: 'dark',
    });
  });

  it.each([
    [{}, PREFERENCE_ERRORS.nothingToChange],
    [{ colour: 'red' }, PREFERENCE_ERRORS.unknownField('colour')],
    [{ currency: 'jpy' }, PREFERENCE_ERRORS.currency],
    [{ currency: 'GBP' }, PREFERENCE_ERRORS.currency],
    [{ theme_mode: true }, PREFERENCE_ERRORS.themeMode],
    [{ public_rota: 'yes' }, PREFERENCE_ERRORS.boolean('public_rota')],
    [{ allow_workplace_edit: 1 }, PREFERENCE_ERRORS.boolean('allow_workplace_edit')],
    [{ num_1: 7 }, PREFERENCE_ERRORS.weekStartDay],
    [{ num_1: -1 }, PREFERENCE_ERRORS.weekStartDay],
    [{ num_1: 2.5 }, PREFERENCE_ERRORS.weekStartDay],
    [{ num_1: '3' }, PREFERENCE_ERRORS.weekStartDay],
    [{ week_start: 'tuesday' }, PREFERENCE_ERRORS.weekStart],
    [{ tf_1: true, extra: 1 }, PREFERENCE_ERRORS.unknownField('extra')],
  ])('refuses %p', (input, message) => {
    expect(messageOf(() => parsePreferenceChanges(input as Record<string, unknown>))).toBe(message);
  });
});
