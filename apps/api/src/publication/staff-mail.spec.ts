import { NotifiedAssignment } from '@rotaledger/domain';
import { requestDecidedMail, assignmentsChangedMail } from './staff-mail';

const assignment = (id: string, start: string): NotifiedAssignment => ({
  id,
  date: '2026-12-09',
  start,
  end: '17:00',
  workplace: 'Fish & <Chips>',
  service: 'Server',
});

describe('staff e-mails', () => {
  it('list what changed, then every upcoming shift, then the page link; HTML is escaped', () => {
    const mail = assignmentsChangedMail(
      'ann@example.com',
      'Ann <b>',
      'Harbour & <Café>',
      {
        added: [assignment('a', '09:00')],
        changed: [{ now: assignment('b', '12:00'), was: assignment('b', '11:00') }],
        removed: [assignment('c', '18:00')],
      },
      [assignment('a', '09:00'), assignment('b', '12:00')],
      'https://rota.example/staff/token',
    );
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe('Your shifts at Harbour & <Café> have changed');
    expect(mail.text.split('\n')).toEqual([
      'Hello Ann <b>,',
      '',
      'Your rota at Harbour & <Café> has changed:',
      '',
      '- New: Wed 9 Dec, 09:00–17:00, Server at Fish & <Chips>',
      '- Changed: Wed 9 Dec, 12:00–17:00, Server at Fish & <Chips> (was Wed 9 Dec, 11:00–17:00, Server at Fish & <Chips>)',
      '- Cancelled: Wed 9 Dec, 18:00–17:00, Server at Fish & <Chips>',
      '',
      'Your upcoming shifts:',
      '',
      '- Wed 9 Dec, 09:00–17:00, Server at Fish & <Chips>',
      '- Wed 9 Dec, 12:00–17:00, Server at Fish & <Chips>',
      '',
      'Your shifts, any time: https://rota.example/staff/token',
    ]);
    expect(mail.html).toContain('Hello Ann &lt;b&gt;,');
    expect(mail.html).toContain('Fish &amp; &lt;Chips&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Your rota at Harbour &amp; &lt;Café&gt; has changed:');
  });

  it('say so when nothing is upcoming, and leave the link out without one', () => {
    const mail = assignmentsChangedMail(
      'ann@example.com',
      'Ann',
      'Harbour Café',
      { added: [], changed: [], removed: [assignment('c', '09:00')] },
      [],
      null,
    );
    expect(mail.text).toContain('No upcoming shifts.');
    expect(mail.text).not.toContain('any time');
    expect(requestDecidedMail('ann@example.com', 'Ann', 'Harbour Café', 'Decided', 'Line one\nLine two', null).text).toBe(
      'Hello Ann,\n\nLine one\nLine two\n\nHarbour Café',
    );
  });
});
