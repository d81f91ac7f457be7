import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { Source, Timing } from '@portal/contract';
import { useEffect, useReducer, useRef, useState } from 'react';
import { logEvent, useStartCase } from '../api/visualization-api';
import { initialSteps, stepReducer } from '../model/step-machine';
import { AreaStep } from './area-step';
import { RoomStep } from './room-step';
import { UploadStep } from './upload-step';

interface Props {
  signedIn: boolean;
  /** Spec 9 source code of where the steps were opened (2: start). */
  source?: number;
  /** The product to place (Cara's Visualize); else the renderer chooses. */
  skuNumber?: string | undefined;
  onStarted: (caseId: number) => void;
  onClose?: () => void;
}

const STEP_TITLES = { 1: 'Upload a photo', 2: 'Select areas', 3: 'Choose the room' } as const;

/** The three visualization steps and the start of a generation (spec 2 and 4). */
export function VisualizationWizard({
  signedIn,
  source = Source.start,
  skuNumber,
  onStarted,
  onClose,
}: Props) {
  const [state, dispatch] = useReducer(stepReducer, source, initialSteps);
  const start = useStartCase();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    logEvent('mibd.inpainting.open', String(source));
  }, [source]);

  // 'Select an area first' shows for 5 s (spec 5).
  useEffect(() => {
    if (!state.selectError) return;
    const timer = setTimeout(
      () => dispatch({ type: 'clearSelectError' }),
      Timing.selectAreaErrorMs,
    );
    return () => clearTimeout(timer);
  }, [state.selectError]);

  useEffect(() => {
    if (state.step === 'closed') onClose?.();
  }, [state.step, onClose]);

  // Generation: once per visit of the step (an example with source 1 arrives here directly).
  useEffect(() => {
    if (state.step !== 'generate' || !state.photo || sent.current) return;
    sent.current = true;
    setError(null);
    const photo = state.photo;
    start.mutate(
      {
        type: state.room,
        source: state.source,
        file_name: photo.file_name,
        official_picture_id: photo.official_picture_id,
        sku_number: skuNumber,
        areas: state.areas,
        shade: true,
      },
      {
        onSuccess: ({ case_id }) => {
          logEvent('draw_shadow', String(case_id));
          onStarted(case_id);
          dispatch({ type: 'restart' });
        },
        onError: (err) => {
          setError(err.message);
          dispatch({ type: 'back' });
        },
        onSettled: () => {
          sent.current = false;
        },
      },
    );
  }, [state, start, onStarted, skuNumber]);

  const step = state.step === 'generate' ? 3 : state.step === 'closed' ? 1 : state.step;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {STEP_TITLES[step]}
          </Title>
          <Badge variant="light">Step {step} of 3</Badge>
        </Group>
        {step === 1 && (
          <UploadStep
            signedIn={signedIn}
            onPhoto={(photo) => dispatch({ type: 'uploaded', photo })}
            onExample={(ex) =>
              dispatch({
                type: 'example',
                source: state.source === Source.detail ? Source.detail : Source.start,
                photo: {
                  url: ex.image,
                  width: ex.width,
                  height: ex.height,
                  official_picture_id: ex.id,
                  areas: ex.areas,
                },
              })
            }
          />
        )}
        {step === 2 && state.photo && (
          <AreaStep
            photo={state.photo}
            areas={state.areas}
            selectError={state.selectError}
            onArea={(area) => dispatch({ type: 'addArea', area })}
            onUndo={() => dispatch({ type: 'undo' })}
            onNext={() => dispatch({ type: 'next' })}
            onBack={() => dispatch({ type: 'back' })}
          />
        )}
        {step === 3 && state.photo && (
          <RoomStep
            photo={state.photo}
            areas={state.areas}
            room={state.room}
            pending={start.isPending}
            error={error}
            onRoom={(room) => dispatch({ type: 'room', room })}
            onBack={() => dispatch({ type: 'back' })}
            onGenerate={() => dispatch({ type: 'generate' })}
          />
        )}
      </Stack>
    </Paper>
  );
}
