import { cvFilesQueryOptions, errorMessage, type CvFilePublic } from '@vita/api';
import {
  Button,
  DataTable,
  FileDropZone,
  formatFileSize,
  Heading,
  RowActionsMenu,
  type DataTableColumn,
} from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { Download, Trash2, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useDateTimeFormatter } from '../../lib/date-format';
import { DeleteRecordDialog } from '../../components/record-dialogs';
import { useApi } from '../../lib/services';
import { useRowDialog } from '../../lib/use-row-dialog';
import { useCvFileMutations } from './api';
import { fileKind } from './cv-files';
import * as styles from './cvs.css';
import { cvFileRules } from '../../components/cv-file-rules';

/** The user's uploaded CV files: upload, list, download and delete. */
export function CvFilesSection() {
  const api = useApi();
  const formatDateTime = useDateTimeFormatter();
  const deleting = useRowDialog<CvFilePublic>();
  const { data, isPending, error, refetch } = useQuery(cvFilesQueryOptions(api));
  const { download, remove } = useCvFileMutations();

  const columns = useMemo<DataTableColumn<CvFilePublic>[]>(
    () => [
      { id: 'filename', header: 'Name', isRowHeader: true, cell: (file) => file.filename },
      { id: 'type', header: 'Type', cell: (file) => fileKind(file.content_type, file.filename) },
      { id: 'size', header: 'Size', isNumeric: true, cell: (file) => formatFileSize(file.size) },
      {
        id: 'created_at',
        header: 'Uploaded',
        isNumeric: true,
        cell: (file) => <time dateTime={file.created_at}>{formatDateTime(file.created_at)}</time>,
      },
    ],
    [formatDateTime],
  );

  return (
    <section className={styles.section} aria-labelledby="cv-files-heading">
      <Heading level={2} id="cv-files-heading">
        CV files
      </Heading>
      <p className={styles.sectionText}>
        Resumes you uploaded (PDF, DOC or DOCX, up to 10 MB), ready for resume analysis.
      </p>
      <CvFileUpload />
      <DataTable
        aria-label="CV files"
        columns={columns}
        rows={data?.data ?? []}
        getRowId={(file) => file.id}
        isLoading={isPending}
        error={error && !data ? error.message : null}
        onRetry={() => void refetch()}
        emptyState={{
          title: "You haven't uploaded any CV files yet",
          description: 'Upload a PDF, DOC or DOCX file above',
        }}
        rowActions={(file) => (
          <RowActionsMenu
            aria-label={`Actions for ${file.filename}`}
            items={[
              {
                id: 'download',
                label: 'Download',
                icon: <Download size={16} />,
                onAction: () => download.mutate(file),
              },
              {
                id: 'delete',
                label: 'Delete File',
                icon: <Trash2 size={16} />,
                variant: 'danger',
                onAction: () => deleting.open(file),
              },
            ]}
          />
        )}
      />
      <DeleteRecordDialog
        noun="File"
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        isPending={remove.isPending}
        onConfirm={() => (deleting.row ? remove.mutateAsync(deleting.row) : undefined)}
      >
        {deleting.row ? `${deleting.row.filename} will be permanently deleted. ` : null}
        Are you sure? You will not be able to undo this action.
      </DeleteRecordDialog>
    </section>
  );
}

/** Choose or drop one file, check it here first, then upload it with a progress bar. */
function CvFileUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { upload } = useCvFileMutations({
    onUploaded: () => setFile(null),
    onUploadSettled: () => setProgress(null),
  });

  const chooseFile = (next: File | null) => {
    upload.reset();
    setFile(next);
  };

  return (
    <div className={styles.upload}>
      <FileDropZone
        label="Upload a CV file"
        {...cvFileRules}
        file={file}
        onFileChange={chooseFile}
        error={upload.isError ? errorMessage(upload.error) : null}
        progress={upload.isPending ? (progress ?? 0) : null}
      />
      <div className={styles.uploadActions}>
        <Button
          isDisabled={!file}
          isPending={upload.isPending}
          pendingLabel="Uploading..."
          onPress={() => file && upload.mutate({ file, onProgress: setProgress })}
        >
          <Upload size={16} aria-hidden />
          Upload file
        </Button>
      </div>
    </div>
  );
}
