import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { readConsent, saveConsent } from './consent-store';
import { ConsentTexts } from './consent-texts';

/** The two cookie groups of spec 3 (BASIC_COOKIES, PERFORMANCE_COOKIES); basic ones stay on. */
export default function CookieSettings({ onClose }: { onClose: () => void }) {
  const [performance, setPerformance] = useState(() => readConsent()?.PERFORMANCE_COOKIES ?? false);
  const save = () => {
    saveConsent(performance);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={ConsentTexts.settingsTitle} centered size="md">
      <Stack gap="lg">
        <Switch
          checked
          disabled
          label={ConsentTexts.basicLabel}
          description={ConsentTexts.basicHelp}
        />
        <Switch
          checked={performance}
          onChange={(event) => setPerformance(event.currentTarget.checked)}
          label={ConsentTexts.performanceLabel}
          description={ConsentTexts.performanceHelp}
        />
        <Group justify="flex-end">
          <Button onClick={save}>{ConsentTexts.save}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
