import {
  Alert,
  Button,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Limits, VisualizationMessages } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type DragEvent, useId, useRef, useState } from 'react';
import {
  logEvent,
  type OfficialPicture,
  officialPicturesQuery,
  useRedeemCode,
  useUploadPhoto,
} from '../api/visualization-api';
import type { StepPhoto } from '../model/step-machine';
import { ACCEPT, extensionProblem, readDimensions, sizeProblem } from './photo-checks';
import { PhotoCodeCard } from './photo-code-card';
import classes from './visualization.module.css';

interface Props {
  signedIn: boolean;
  onPhoto: (photo: StepPhoto) => void;
  onExample: (example: OfficialPicture) => void;
  /** The example rooms (a visitor cannot generate, so the showroom view leaves them out). */
  examples?: boolean;
}

interface IssuedCode {
  code: string;
  expires: string | null;
}

/** Step 1: a room photo by drag or browse, a Photo Code, good and bad examples, example rooms. */
export function UploadStep({ signedIn, onPhoto, onExample, examples: withExamples = true }: Props) {
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState<IssuedCode | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto(setProgress);
  const examples = useQuery({ ...officialPicturesQuery(), enabled: withExamples });
  const hintId = useId();

  const take = async (file: File | undefined) => {
    if (!file || upload.isPending) return;
    setProblem(null);
    setCode(null);
    const early = extensionProblem(file.name) ?? sizeProblem(file.size);
    if (early) return setProblem(early);
    const local = URL.createObjectURL(file);
    try {
      const size = await readDimensions(local).catch(() => null);
      // Browsers that cannot show a BMP leave the check to the server.
      if (size && size.width <= size.height) return setProblem(VisualizationMessages.landscape);
      setProgress(0);
      const saved = await upload.mutateAsync(file);
      logEvent('upload_pictures', saved.file_name);
      if (saved.image_code) {
        return setCode({ code: saved.image_code, expires: saved.image_code_expire_time });
      }
      onPhoto({
        url: size ? local : saved.url,
        width: saved.width,
        height: saved.height,
        file_name: saved.file_name,
      });
    } catch (err) {
      setProblem(err instanceof Error ? err.message : VisualizationMessages.imageType);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void take(e.dataTransfer.files[0]);
  };

  return (
    <Stack gap="md">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; Browse is the keyboard's way in */}
      <div
        className={classes.dropzone}
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          <Text fw={600}>Drag a photo of your room here</Text>
          <Text size="sm" c="dimmed" id={hintId}>
            JPG, PNG, BMP or WEBP, taken in landscape orientation
          </Text>
          <Button
            onClick={() => input.current?.click()}
            loading={upload.isPending}
            aria-describedby={hintId}
          >
            Browse
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="room-photo-input"
            onChange={(e) => {
              void take(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
        </Stack>
      </div>
      {upload.isPending && <Progress value={progress} aria-label="Upload progress" />}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {code && <PhotoCodeCard code={code.code} expires={code.expires} />}
      {signedIn && <PhotoCode onPhoto={onPhoto} />}
      <Tips />
      {withExamples && examples.data && examples.data.length > 0 && (
        <section aria-labelledby="example-rooms">
          <Title order={3} size="h5" id="example-rooms" mb="xs">
            Or try one of our rooms
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {examples.data.slice(0, Limits.exampleImages).map((ex) => (
              <button
                key={ex.id}
                type="button"
                className={classes.example}
                onClick={() => onExample(ex)}
              >
                <img src={ex.image} alt="" width={300} height={169} loading="lazy" />
                <span>{ex.name}</span>
              </button>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}

/** A visitor's Photo Code (6 characters, lowercased, Enter submits; spec 5). */
function PhotoCode({ onPhoto }: { onPhoto: (photo: StepPhoto) => void }) {
  const [value, setValue] = useState('');
  const redeem = useRedeemCode();
  const submit = () => {
    if (!value || redeem.isPending) return;
    redeem.mutate(value, {
      onSuccess: (photo) =>
        onPhoto({
          url: photo.url,
          width: photo.width,
          height: photo.height,
          file_name: photo.filename,
        }),
    });
  };
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label="Photo Code"
        description="Uploaded in our showroom? Enter the code you were given."
        value={value}
        maxLength={Limits.photoCodeMaxChars}
        onChange={(e) => setValue(e.currentTarget.value.toLowerCase())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
        error={redeem.isError ? redeem.error.message || VisualizationMessages.errorCode : undefined}
      />
      <Button variant="default" onClick={submit} loading={redeem.isPending}>
        Use code
      </Button>
    </Group>
  );
}

function Tips() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <div className={classes.tip}>
        <Text fw={600}>Good photos</Text>
        <Text size="sm">
          A wide, level shot of the room in daylight, the floor and the wall behind the piece in
          view.
        </Text>
      </div>
      <div className={classes.tip}>
        <Text fw={600}>Avoid</Text>
        <Text size="sm">
          Portrait photos, close-ups, dark or blurred shots, and pieces cut off by the frame.
        </Text>
      </div>
    </SimpleGrid>
  );
}
