import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { FormMessages as F, isUsZip, US_STATES, US_ZIP_MAX } from '@portal/contract';
import { type FormEvent, useId, useState } from 'react';

export type DealerQuery = { zip: string } | { state: string };

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

/** Search by ZIP code (nearest first) or by state; `error` is the server's word on the last search. */
export function DealerSearchForm({
  initial,
  error,
  onSearch,
}: {
  initial: DealerQuery | null;
  error: string | null;
  onSearch: (query: DealerQuery) => void;
}) {
  const [by, setBy] = useState<'zip' | 'state'>(initial && 'state' in initial ? 'state' : 'zip');
  const [zip, setZip] = useState(initial && 'zip' in initial ? initial.zip : '');
  const [state, setState] = useState<string | null>(
    initial && 'state' in initial ? initial.state : null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const modeLabel = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (by === 'zip') {
      const value = zip.trim();
      if (!value) return setProblem(F.zipOrState);
      if (!isUsZip(value)) return setProblem(F.unknownZip);
      setProblem(null);
      onSearch({ zip: value });
    } else {
      if (!state) return setProblem(F.zipOrState);
      setProblem(null);
      onSearch({ state });
    }
  };

  const shown = problem ?? error;
  return (
    <form noValidate onSubmit={submit} aria-label="Find a dealer">
      <span id={modeLabel} hidden>
        Search by
      </span>
      <SegmentedControl
        aria-labelledby={modeLabel}
        value={by}
        onChange={(value) => {
          setBy(value as 'zip' | 'state');
          setProblem(null);
        }}
        data={[
          { value: 'zip', label: 'ZIP code' },
          { value: 'state', label: 'State' },
        ]}
        mb="md"
      />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {by === 'zip' ? (
          <TextInput
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="e.g. 27262"
            maxLength={US_ZIP_MAX}
            value={zip}
            onChange={(e) => setZip(e.currentTarget.value)}
            error={shown}
            style={{ flex: 1 }}
          />
        ) : (
          <Select
            label="State"
            placeholder="Choose a state"
            searchable
            data={STATE_OPTIONS}
            value={state}
            onChange={setState}
            error={shown}
            style={{ flex: 1 }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Button type="submit" mt={25}>
          Search
        </Button>
      </Group>
    </form>
  );
}
