import { useGetRequestsQuery } from './api';
import { RequestsList } from './RequestsPanel';
import './requests.css';

const POLL_MS = 60_000;

interface RequestsWaitingProps {
  workplaceId: string;
  userId: string;
  readOnly: boolean;
}

/** The requests waiting, inline with Approve and Decline: the manager's day on a phone (issue 41). */
export function RequestsWaiting({ workplaceId, userId, readOnly }: RequestsWaitingProps) {
  const query = useGetRequestsQuery(
    { workplaceId, userId },
    { refetchOnMountOrArgChange: true, pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  return (
    <div className="requests-waiting">
      <RequestsList
        workplaceId={workplaceId}
        userId={userId}
        readOnly={readOnly}
        answer={query.data}
        loading={query.isLoading}
        failed={query.isError && !query.data}
        onRetry={() => void query.refetch()}
      />
    </div>
  );
}
