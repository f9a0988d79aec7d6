import { Button, ButtonLink, Modal } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import styles from './draft-incomplete-dialog.module.css';

export interface DraftIncompleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jobId: number;
  /** The api's refusal: its message, and the publish form's message for each missing field. */
  message: string;
  missing: readonly string[];
}

/**
 * Publish Job on a draft that still misses fields (issue 17 §4): what the api asks for, and the way
 * to the editor, where publishing marks each missing field.
 */
export function DraftIncompleteDialog({ open, onOpenChange, jobId, message, missing }: DraftIncompleteDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Finish your draft"
      description={message}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <ButtonLink to={paths.editJob(jobId)}>Edit Job</ButtonLink>
        </>
      }
    >
      <ul className={styles.missing} aria-label="Missing to publish">
        {missing.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Modal>
  );
}
