export const TERMS_LAST_UPDATED = 'April 2025';

export interface TermsSection {
  title: string;
  paragraphs: string[];
}

/** The 9 numbered sections of the terms (spec section 2, Terms). */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Introduction',
    paragraphs: [
      'Rotaledger is a web application that helps managers of small companies, especially in hospitality, manage workplace scheduling, employee details, hours worked, pay rates and shift types.',
      'By creating an account or using Rotaledger you agree to these terms. If you do not agree, please do not use the app.',
    ],
  },
  {
    title: 'User Accounts',
    paragraphs: [
      'You sign up with an e-mail address and a password. Keep your password private: you are responsible for everything done with your account.',
      'Each account can manage up to 3 workplaces and up to 40 employees. You can change your username and password in Settings at any time.',
    ],
  },
  {
    title: 'Use of the App',
    paragraphs: [
      'Use Rotaledger only for lawful planning of your own staff. Do not try to access other people\u2019s accounts or disrupt the service.',
      'Pay figures are calculated from the hours in your planner and the pay rates you enter. They support your payroll but are not payslips or tax advice, and they are not sent to HMRC or any other tax authority.',
      'A shared rota link lets anyone who has it view that day\u2019s rota. Share links only with people who should see them.',
    ],
  },
  {
    title: 'Data Storage',
    paragraphs: [
      'Your account, workplaces, employees, shifts and pay data are stored by us, on infrastructure we operate for Rotaledger. Passwords are stored only as secure hashes.',
      'We never sell your data or share it with third parties. We use your e-mail address only to run your account, for example to send a password reset link.',
      'When you delete your account, your personal data and everything in the account are permanently removed.',
    ],
  },
  {
    title: 'Your Responsibility',
    paragraphs: [
      'You are responsible for the accuracy of the information you enter, for having your employees\u2019 permission to keep their details in Rotaledger, and for checking pay figures before paying anyone.',
    ],
  },
  {
    title: 'Availability',
    paragraphs: [
      'Rotaledger is free. We work to keep it available and your data safe, but we cannot promise uninterrupted service, and we may pause it briefly for maintenance.',
    ],
  },
  {
    title: 'Changes to the App',
    paragraphs: [
      'We may improve Rotaledger, add features (including optional premium features) and update these terms. When the terms change, the date at the top of this page changes too. Continuing to use the app after a change means you accept the new terms.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'You can stop using Rotaledger and delete your account at any time in Settings. We may suspend an account that breaks these terms or puts the service or other users at risk.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: ['Questions about these terms or your data? Send us a message through the Contact page and we will reply by e-mail.'],
  },
];
