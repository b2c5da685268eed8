export interface FaqItem {
  question: string;
  answer: string;
}

/** The landing page FAQ: 11 questions, answered from the spec's FAQ statements. */
export const FAQ: readonly FaqItem[] = [
  {
    question: 'What is Rotaledger?',
    answer:
      'Rotaledger is a staff rota planner for managers of small companies, especially in hospitality. You create workplaces, add employees with hourly rates, build shift plans on a daily or weekly planner, share a daily rota by link and see hours and pay per employee. Payslip data is generated automatically from planner hours and each employee\u2019s pay rate, broken down by daily hours.',
  },
  {
    question: 'Does Rotaledger share my data with HMRC?',
    answer:
      'No. Your data is private and is not sent to HMRC or any other tax authority. The pay figures are there to support your own payroll.',
  },
  {
    question: 'How much does it cost?',
    answer: 'Rotaledger is free and needs no card details. Premium features may be added later.',
  },
  {
    question: 'How is my data handled?',
    answer:
      'Your data is stored by us and is not shared with third parties. Only the account owner and designated users can view or edit the data.',
  },
  {
    question: 'How does Rotaledger make money?',
    answer: 'It is free today and we do not sell or share your data. Premium features may be added later for teams that need more.',
  },
  {
    question: 'Can I pay my staff weekly?',
    answer:
      'Yes. Pay frequency can be weekly or monthly. For weekly pay the pay run start day can be chosen, for example Mon-Sun, Sun-Sat or Thu-Wed. Set both in Preferences.',
  },
  {
    question: 'I am not in the UK. Can I use another currency?',
    answer: 'Yes. The currency can be switched between pound, dollar and euro in Preferences.',
  },
  {
    question: 'How many employees can I add?',
    answer: 'Up to 40 employees per account, shared across your workplaces.',
  },
  {
    question: 'What do I need to create an account?',
    answer: 'Only an e-mail address and a password are needed to sign up.',
  },
  {
    question: 'How do I remove my data?',
    answer:
      'The whole account can be deleted in Settings, which removes all of its data. A workplace or individual employees can be deleted in Profile.',
  },
  {
    question: 'Can I manage more than one workplace?',
    answer: 'Yes. One account can manage up to 3 workplaces, and the planner lets you switch between them.',
  },
];
