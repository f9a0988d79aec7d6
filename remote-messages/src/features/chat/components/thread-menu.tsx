import type { ThreadDetail } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { ConfirmDialog, DropdownMenu, preloadFormKit, preloadWidgets, type DropdownMenuItem } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { useSetThreadBlocked } from '../api/block-thread';
import { useDialogOnDemand } from '../hooks/use-dialog-on-demand';
import { MoreIcon } from './chat-icons';
import { ReportDialog } from './report-dialog';

export interface ThreadMenuProps {
  thread: ThreadDetail;
  /** The narrow layout: Hire Now moves into this menu (spec §2). */
  narrow: boolean;
}

const loadReportKit = () => Promise.all([preloadWidgets(), preloadFormKit()]);

/**
 * The conversation's menu (spec §2): View Profile, View Job Details, Report, and Block or Unblock;
 * Hire Now too on narrow screens.
 */
export function ThreadMenu({ thread, narrow }: ThreadMenuProps) {
  const { counterpart, job } = thread;
  const name = `${counterpart.first_name} ${counterpart.last_name}`;
  const isClient = counterpart.role === 'freelancer';
  const reportTitle = isClient ? 'Report freelancer' : 'Report client';
  const report = useDialogOnDemand(loadReportKit);
  const block = useDialogOnDemand(preloadWidgets);
  const setBlocked = useSetThreadBlocked(thread.id);

  const items: DropdownMenuItem[] = [];
  if (narrow && thread.can_hire) items.push({ label: 'Hire Now', to: paths.hire(counterpart.id, job?.id ?? null) });
  if (isClient && !counterpart.deleted) items.push({ label: 'View Profile', to: paths.freelancer(counterpart.id) });
  if (isClient && job) items.push({ label: 'View Job Details', to: paths.job(job.id) });
  items.push({ kind: 'action', label: reportTitle, onSelect: report.open });
  items.push(
    thread.blocked_by_me
      ? {
          kind: 'action',
          label: 'Unblock',
          onSelect: () =>
            setBlocked.mutate(false, {
              onSuccess: ({ message }) => toast.success(message),
              onError: (error) => toast.error(error.message),
            }),
        }
      : { kind: 'action', label: 'Block', danger: true, onSelect: block.open },
  );

  return (
    <>
      <DropdownMenu
        trigger={<MoreIcon />}
        triggerLabel={`Conversation menu, ${name}`}
        showChevron={false}
        align="end"
        items={items}
      />
      {report.everOpened ? (
        <ReportDialog
          threadId={thread.id}
          title={reportTitle}
          counterpartName={name}
          open={report.isOpen}
          onOpenChange={report.setIsOpen}
        />
      ) : null}
      {block.everOpened ? (
        <ConfirmDialog
          open={block.isOpen}
          onOpenChange={(open) => {
            block.setIsOpen(open);
            if (!open) setBlocked.reset();
          }}
          title={`Block ${name}?`}
          description="Neither of you will be able to send messages in this conversation until you unblock it. You can unblock it from this menu."
          confirmLabel="Block"
          tone="danger"
          pending={setBlocked.isPending}
          error={setBlocked.error?.message}
          onConfirm={() =>
            setBlocked.mutate(true, {
              onSuccess: ({ message }) => {
                block.setIsOpen(false);
                toast.success(message);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
