import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './PasswordChecklist';

const specialRule = (password: string) => {
  const { container, unmount } = render(<PasswordChecklist password={password} />);
  const state = container.querySelector('[data-rule="special"]')!.className;
  unmount();
  return state;
};

describe('Password checklist', () => {
  it('does not tick "special character" for spaces or other whitespace, as the server refuses them', () => {
    for (const password of ['Aa1 aaaa', '        A1', 'Aa1\taaaa', 'Aa1\u00a0aaaa']) expect(specialRule(password)).toBe('rule-unmet');
  });

  it('ticks it for a printable symbol', () => {
    for (const password of ['Aa1!aaaa', 'Aa1_aaaa', 'Aa1€aaaa']) expect(specialRule(password)).toBe('rule-met');
  });
});
