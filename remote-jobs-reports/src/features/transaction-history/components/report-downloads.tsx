import { useState } from 'react';
import type { ReportFilters } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button } from '@talentindia/ui';
import { downloadReportFile, type ReportFile } from '../api/download-report-file';
import styles from './report-downloads.module.css';

const LABELS: Record<ReportFile, string> = { csv: 'Download CSV', zip: 'Download invoices (ZIP)' };

/** "Download CSV" and "Download invoices (ZIP)" of what the filters show; a refusal says why in a toast. */
export function ReportDownloads({ filters }: { filters: ReportFilters }) {
  const [downloading, setDownloading] = useState<ReportFile | null>(null);
  const download = (file: ReportFile) => {
    if (downloading) return;
    setDownloading(file);
    downloadReportFile(file, filters)
      .catch((error: Error) => toast.error(error.message))
      .finally(() => setDownloading(null));
  };
  return (
    <div className={styles.downloads}>
      {(['csv', 'zip'] as const).map((file) => (
        <Button
          key={file}
          variant="secondary"
          aria-disabled={downloading !== null || undefined}
          aria-busy={downloading === file || undefined}
          onClick={() => download(file)}
        >
          {LABELS[file]}
        </Button>
      ))}
    </div>
  );
}
