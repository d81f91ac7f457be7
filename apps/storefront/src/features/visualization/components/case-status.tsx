import { Badge, Loader } from '@mantine/core';
import { CaseStatus, VisualizationRoomTabs } from '@portal/contract';

export const roomLabel = (type: string) =>
  VisualizationRoomTabs.find((t) => t.code === type)?.label ?? type;

/** Generating, Ready or Failed (spec 3: 0, 1, negative). Shade 9 filled: AA contrast. */
export function CaseStatusBadge({ status }: { status: number }) {
  if (status === CaseStatus.pending) {
    return (
      <Badge
        color="blue.9"
        variant="filled"
        autoContrast
        leftSection={<Loader size={10} color="white" />}
      >
        Generating
      </Badge>
    );
  }
  return status === CaseStatus.complete ? (
    <Badge color="teal.9" variant="filled" autoContrast>
      Ready
    </Badge>
  ) : (
    <Badge color="red.9" variant="filled" autoContrast>
      Failed
    </Badge>
  );
}
