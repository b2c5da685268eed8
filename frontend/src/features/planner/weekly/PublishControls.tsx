import { useToast } from '../../../components/toast';
import { publishModeOf, type Workplace } from '../../profile';
import { useGetPublicationQuery, usePublishWeekMutation } from '../api';
import { refusalMessage } from '../refusal';
import type { PublishAnswer } from '../types';

export const PUBLISH_MESSAGES = {
  failed: 'The week could not be published. Please try again.',
  notifyFailed: 'Staff could not be notified. Please try again.',
  allPublished: 'All changes published',
  nobodyChanged: "Nobody's shifts changed since they were last told.",
} as const;

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);
const peoples = (n: number) => (n === 1 ? "1 person's" : `${n} people's`);

/** "Published. 3 people's shifts changed; 2 e-mailed." */
export function publishedText({ changedEmployees, notified }: PublishAnswer): string {
  if (changedEmployees === 0) return `Published. ${PUBLISH_MESSAGES.nobodyChanged}`;
  return `Published. ${peoples(changedEmployees)} shifts changed; ${notified} e-mailed.`;
}

/** "2 people e-mailed about their changed shifts." (live mode's Notify staff). */
export function notifiedText({ changedEmployees, notified }: PublishAnswer): string {
  if (changedEmployees === 0) return PUBLISH_MESSAGES.nobodyChanged;
  return `${people(notified)} e-mailed about their changed shifts.`;
}

interface PublishControlsProps {
  workplace: Workplace;
  /** The week's Monday, yyyy-mm-dd. */
  weekStart: string;
  userId: string;
}

/**
 * The week's publishing, for managers: an on-publish workplace shows what staff do not see yet
 * and a Publish button; a live one (staff already see every change) only a quieter "Notify
 * staff" that e-mails those whose shifts changed. Both call POST /rota/publish.
 */
export function PublishControls({ workplace, weekStart, userId }: PublishControlsProps) {
  const toast = useToast();
  const onPublish = publishModeOf(workplace) === 'on-publish';
  const key = { workplaceId: workplace.workplace_id, weekStart, userId };
  const publication = useGetPublicationQuery(key, { skip: !onPublish });
  const [publish, { isLoading: busy }] = usePublishWeekMutation();

  async function send() {
    try {
      const answer = await publish(key).unwrap();
      toast.show(onPublish ? publishedText(answer) : notifiedText(answer), 'success');
    } catch (error) {
      toast.show(refusalMessage(error, onPublish ? PUBLISH_MESSAGES.failed : PUBLISH_MESSAGES.notifyFailed), 'error');
    }
  }

  if (!onPublish) {
    return (
      <button type="button" className="button button-secondary button-small publish-notify" disabled={busy} onClick={() => void send()}>
        {busy ? 'Notifying…' : 'Notify staff'}
      </button>
    );
  }

  const changes = publication.data?.unpublishedChanges;
  return (
    <span className="publish-controls">
      {changes !== undefined && (
        <span className={`publish-count${changes > 0 ? ' has-changes' : ''}`} aria-live="polite">
          {changes === 0 ? PUBLISH_MESSAGES.allPublished : `${changes} unpublished ${changes === 1 ? 'change' : 'changes'}`}
        </span>
      )}
      <button
        type="button"
        className={`button button-small ${changes ? 'button-primary' : 'button-secondary'}`}
        disabled={busy}
        onClick={() => void send()}
      >
        {busy ? 'Publishing…' : 'Publish'}
      </button>
    </span>
  );
}
