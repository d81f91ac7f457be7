import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { type Rect, VisualizationRoomTabs } from '@portal/contract';
import type { RoomType, StepPhoto } from '../model/step-machine';
import classes from './visualization.module.css';

interface Props {
  photo: StepPhoto;
  areas: Rect[];
  room: RoomType;
  pending: boolean;
  error: string | null;
  onRoom: (room: RoomType) => void;
  onBack: () => void;
  onGenerate: () => void;
}

/** Step 3: the room type (tabs BEDROOM, LIVING ROOM, DINING ROOM) and Generate. */
export function RoomStep({
  photo,
  areas,
  room,
  pending,
  error,
  onRoom,
  onBack,
  onGenerate,
}: Props) {
  return (
    <Stack gap="sm">
      <Tabs value={room} onChange={(v) => v && onRoom(v as RoomType)}>
        <Tabs.List>
          {VisualizationRoomTabs.map((t) => (
            <Tabs.Tab key={t.code} value={t.code}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div className={classes.canvas} style={{ cursor: 'default' }}>
        <img
          src={photo.url}
          alt="Your room with the marked areas"
          width={photo.width}
          height={photo.height}
        />
        {areas.map((a) => (
          <div
            key={`${a.left}-${a.top}-${a.width}-${a.height}`}
            className={classes.area}
            style={{
              left: `${(a.left / photo.width) * 100}%`,
              top: `${(a.top / photo.height) * 100}%`,
              width: `${(a.width / photo.width) * 100}%`,
              height: `${(a.height / photo.height) * 100}%`,
            }}
          />
        ))}
      </div>
      <Text size="sm" c="dimmed">
        We place pieces of the chosen room that fit each area, in four variations. It takes a few
        seconds; you can leave this page meanwhile.
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onGenerate} loading={pending}>
          Generate
        </Button>
      </Group>
    </Stack>
  );
}
