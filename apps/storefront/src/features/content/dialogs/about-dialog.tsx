import { Button, Group, Modal, Text, Title } from '@mantine/core';
import { Policy } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';
import { CURRENT_BRAND } from '../../../lib/current-brand';

/** Spec 9: dialogs sit at z-index 2000; spec 2: 840 px wide. */
export const DIALOG_PROPS = { size: 840, zIndex: 2000, centered: true, radius: 'md' } as const;

/** How a dialog closed: dismissed (Escape, its X, a click outside) or left through a link. */
export type DialogClose = 'dismissed' | 'left';

/** The About dialog the shell opens (footer or menu): who we are and where to go next. */
export function AboutDialog({
  opened,
  onClose,
  onClosed,
}: {
  opened: boolean;
  onClose: (how?: DialogClose) => void;
  /** Once the dialog has left the screen (its closing transition ended). */
  onClosed?: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => onClose('dismissed')}
      onExitTransitionEnd={onClosed}
      // A caller that gives the focus back itself (onClosed) does it alone.
      returnFocus={!onClosed}
      title={`About ${CURRENT_BRAND.name}`}
      {...DIALOG_PROPS}
    >
      <Title order={3} fw={600}>
        {CURRENT_BRAND.tagline}
      </Title>
      <Text mt="md">
        {CURRENT_BRAND.name} is part of a family of furniture houses that make complete rooms for
        interior designers, trade buyers and their clients. A single trade account opens every brand
        site, with your projects, favourites and cart shared between them.
      </Text>
      <Text mt="sm" c="dimmed">
        Customer service answers by phone Monday to Friday, {Policy.phoneSupportHours}. Orders ship
        from our warehouse in {Policy.pickupWarehouse}.
      </Text>
      <Group mt="xl">
        <Button component={SmartLink} to="/designer-account" onClick={() => onClose('left')}>
          Designer Benefits
        </Button>
        <Button
          component={SmartLink}
          to="/magazines"
          variant="default"
          onClick={() => onClose('left')}
        >
          Magazines
        </Button>
        <Button
          component={SmartLink}
          to="/contactUs"
          variant="subtle"
          onClick={() => onClose('left')}
        >
          Contact Us
        </Button>
      </Group>
    </Modal>
  );
}
