import { Button, CloseButton, FileButton, Input, Progress, Text } from '@mantine/core';
import { type DragEvent, useId, useState } from 'react';
import type { UploadItem } from '../hooks/use-uploads';
import classes from './document-upload.module.css';

interface DocumentUploadProps {
  label: string;
  description: string;
  required?: boolean;
  items: readonly UploadItem[];
  error?: string;
  onFiles: (files: File[]) => void;
  onRemove: (item: UploadItem) => void;
  testId: string;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Drop or choose JPG, PNG or PDF files; each shows its progress, result and a remove button. */
export function DocumentUpload(props: DocumentUploadProps) {
  const { label, description, required, items, error, onFiles, onRemove, testId } = props;
  const [over, setOver] = useState(false);
  const id = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse extra; the button is the accessible way */}
      <div
        className={classes.zone}
        data-over={over}
        data-invalid={Boolean(error)}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid={testId}
      >
        <Text size="sm">Drag files here, or</Text>
        <FileButton
          multiple
          accept="image/jpeg,image/png,application/pdf"
          onChange={onFiles}
          inputProps={{ 'aria-describedby': id }}
        >
          {(buttonProps) => (
            <Button variant="default" size="xs" {...buttonProps}>
              Choose files
            </Button>
          )}
        </FileButton>
        <Text id={id} size="xs" c="dimmed">
          JPG, PNG or PDF · up to 20 MB each · 10 files in all
        </Text>
      </div>
      {items.length > 0 && (
        <ul className={classes.list} aria-label={`${label} files`}>
          {items.map((item) => (
            <li key={item.key} className={classes.item} data-status={item.status}>
              <div>
                <div className={classes.name}>{item.name}</div>
                <Text size="xs" c={item.status === 'error' ? 'red.8' : 'dimmed'} role="status">
                  {item.status === 'uploading' && `Uploading… ${Math.round(item.progress * 100)}%`}
                  {item.status === 'done' && `${sizeText(item.size)} · Uploaded`}
                  {item.status === 'error' && item.error}
                </Text>
              </div>
              <CloseButton
                size="sm"
                aria-label={`Remove ${item.name}`}
                onClick={() => onRemove(item)}
              />
              {item.status === 'uploading' && (
                <Progress
                  className={classes.progress}
                  value={item.progress * 100}
                  size="xs"
                  aria-label={`Upload of ${item.name}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Input.Wrapper>
  );
}
