import type { ReactNode } from 'react';

interface MessageProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  id?: string;
}

/** The coloured message area under a form: red for errors, green for success. */
export function Message({ tone, children, id }: MessageProps) {
  return (
    <div id={id} className={`message message-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
