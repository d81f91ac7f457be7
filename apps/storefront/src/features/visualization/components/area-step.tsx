import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  Limits,
  type Point,
  type Rect,
  rectFromDrag,
  scaleRect,
  VisualizationMessages,
} from '@portal/contract';
import { type PointerEvent, useRef, useState } from 'react';
import type { StepPhoto } from '../model/step-machine';
import classes from './visualization.module.css';

interface Props {
  photo: StepPhoto;
  areas: Rect[];
  selectError: boolean;
  onArea: (area: Rect) => void;
  onUndo: () => void;
  onNext: () => void;
  onBack: () => void;
}

/** Step 2: drag over the photo to mark where furniture goes (several areas, Undo, Next). */
export function AreaStep({ photo, areas, selectError, onArea, onUndo, onNext, onBack }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<Point | null>(null);
  const [draft, setDraft] = useState<Rect | null>(null);

  /** Screen pixels inside the picture, and how many photo pixels one of them is. */
  const local = (e: PointerEvent) => {
    const r = box.current!.getBoundingClientRect();
    return {
      point: { x: e.clientX - r.left, y: e.clientY - r.top },
      size: { width: r.width, height: r.height },
    };
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setStart(local(e).point);
    setDraft(null);
  };
  const move = (e: PointerEvent) => {
    if (!start) return;
    const { point, size } = local(e);
    setDraft(rectFromDrag(start, point, size, 0));
  };
  const up = (e: PointerEvent) => {
    if (!start) return;
    const { point, size } = local(e);
    // The 2 px minimum is the user's drag on screen; the area is kept in photo pixels.
    const rect = rectFromDrag(start, point, size, Limits.dragMinPx);
    setStart(null);
    setDraft(null);
    if (rect) onArea(roundRect(scaleRect(rect, photo.width / size.width)));
  };

  const toPercent = (r: Rect) => ({
    left: `${(r.left / photo.width) * 100}%`,
    top: `${(r.top / photo.height) * 100}%`,
    width: `${(r.width / photo.width) * 100}%`,
    height: `${(r.height / photo.height) * 100}%`,
  });
  const draftStyle = (r: Rect) => {
    const w = box.current?.getBoundingClientRect().width ?? 1;
    return toPercent(scaleRect(r, photo.width / w));
  };

  return (
    <Stack gap="sm">
      <Text>Drag over the photo to mark each place for a new piece. Mark as many as you like.</Text>
      <div
        ref={box}
        className={classes.canvas}
        data-testid="area-canvas"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => {
          setStart(null);
          setDraft(null);
        }}
      >
        <img
          src={photo.url}
          alt="Your room"
          width={photo.width}
          height={photo.height}
          draggable={false}
        />
        {areas.map((a) => (
          <div
            key={`${a.left}-${a.top}-${a.width}-${a.height}`}
            className={classes.area}
            style={toPercent(a)}
            data-testid="area"
          />
        ))}
        {draft && <div className={classes.area} data-draft style={draftStyle(draft)} />}
      </div>
      <Text size="sm" c="dimmed" aria-live="polite">
        {areas.length === 1 ? '1 area selected' : `${areas.length} areas selected`}
      </Text>
      {selectError && (
        <Alert color="red" role="alert">
          {VisualizationMessages.selectArea}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button variant="default" onClick={onUndo} disabled={!areas.length}>
          Undo
        </Button>
        {/* Keyboard users: the middle of the floor, where a main piece usually stands. */}
        <Button
          variant="subtle"
          onClick={() =>
            onArea(
              roundRect({
                left: photo.width * 0.25,
                top: photo.height * 0.4,
                width: photo.width * 0.5,
                height: photo.height * 0.45,
              }),
            )
          }
        >
          Mark the centre
        </Button>
        <Button onClick={onNext}>Next</Button>
      </Group>
    </Stack>
  );
}

const roundRect = (r: Rect): Rect => ({
  left: Math.round(r.left),
  top: Math.round(r.top),
  width: Math.round(r.width),
  height: Math.round(r.height),
});
