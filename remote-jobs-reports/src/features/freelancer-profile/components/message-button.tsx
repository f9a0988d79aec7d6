import { useNavigate } from '@talentindia/router';
import { toast } from '@talentindia/core';
import { Button } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { useStartThread } from '../api/start-thread';

/**
 * Message, beside Hire (issue 18): opens the conversation with the freelancer (started on the first
 * click) on /messages. A refusal (a blocked account, a network failure) says why in a toast.
 */
export function MessageButton({ freelancerId, describedBy }: { freelancerId: number; describedBy?: string }) {
  const navigate = useNavigate();
  const start = useStartThread();
  return (
    <Button
      variant="secondary"
      aria-describedby={describedBy}
      disabled={start.isPending}
      aria-busy={start.isPending || undefined}
      onClick={() =>
        start.mutate(freelancerId, {
          onSuccess: ({ data }) => void navigate(paths.messagesThread(data.thread_id)),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      Message
    </Button>
  );
}
