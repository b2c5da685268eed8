import { PASSWORD_RULES } from '@rotaledger/domain';

interface PasswordChecklistProps {
  password: string;
  id?: string;
}

/** The sign-up password rules, ticked off live as the user types. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <ul className="password-checklist" id={id} aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={met ? 'rule-met' : 'rule-unmet'} data-rule={rule.id}>
            <span className="rule-icon" aria-hidden="true">
              {met ? '✓' : '•'}
            </span>
            {rule.label}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
