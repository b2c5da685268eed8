import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { Message } from '../../components/Message';
import { TextAreaField } from '../../components/TextAreaField';
import { usePageTitle } from '../../components/usePageTitle';
import { emailProblem } from '@rotaledger/domain';
import { useSendContactMessageMutation } from './api';
import { asyncHandler } from '../../lib/async-handler';

export const CONTACT_MESSAGES = {
  thanks: 'Thanks for contacting us. We will be in touch soon!',
  nameRequired: 'Please enter your name.',
  messageRequired: 'Please enter a message.',
} as const;

const PROMPTS = [
  { title: 'Requesting a new feature?', text: 'Tell us what would make planning your rota easier.' },
  { title: 'Noticed a fault?', text: 'Let us know what happened and on which screen.' },
  { title: 'Need help?', text: 'Ask us anything, or watch the guides in Help.' },
];

type Errors = Partial<Record<'name' | 'email' | 'message', string>>;

export function ContactPage() {
  usePageTitle('Contact');
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {
      name: name.trim() ? undefined : CONTACT_MESSAGES.nameRequired,
      email: emailProblem(email) ?? undefined,
      message: message.trim() ? undefined : CONTACT_MESSAGES.messageRequired,
    };
    setErrors(next);
    if (next.name || next.email || next.message) return;
    try {
      await send({ name: name.trim(), email: email.trim(), message: message.trim() }).unwrap();
    } catch {
      // Per the spec a failed save is swallowed: the visitor still gets the thanks message.
    }
    setName('');
    setEmail('');
    setMessage('');
    setSent(true);
  }

  return (
    <section className="page contact-page">
      <div className="page-header">
        <h1>Contact</h1>
        <p className="muted">We read every message and reply by e-mail.</p>
      </div>
      <div className="contact-grid">
        <ul className="contact-prompts">
          {PROMPTS.map((p) => (
            <li key={p.title} className="card contact-prompt">
              <h2>{p.title}</h2>
              <p className="muted">{p.text}</p>
            </li>
          ))}
          <li className="contact-help-link">
            Looking for a how-to? <Link to="/help">Browse the video guides</Link>.
          </li>
        </ul>
        <form className="card form contact-form" onSubmit={asyncHandler(onSubmit)} noValidate aria-label="Contact form">
          <FormField
            label="Name"
            name="name"
            autoComplete="name"
            required
            value={name}
            error={errors.name}
            onChange={(e) => {
              setName(e.target.value);
              setSent(false);
            }}
          />
          <FormField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              setSent(false);
            }}
          />
          <TextAreaField
            label="Message"
            name="message"
            required
            rows={6}
            value={message}
            error={errors.message}
            onChange={(e) => {
              setMessage(e.target.value);
              setSent(false);
            }}
          />
          {sent && <Message tone="success">{CONTACT_MESSAGES.thanks}</Message>}
          <button type="submit" className="button button-primary" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Send'}
          </button>
        </form>
      </div>
    </section>
  );
}
