import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { WorkspaceMessages as W } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useStoredValue } from '../../lib/use-stored';
import { callError } from './call-error';
import { CustomerForm } from './customer-form';
import { NewProjectForm } from './new-project-form';
import {
  customerProjectsQueryOptions,
  customersQueryOptions,
  useAddCustomer,
  useAddToProject,
  useRefreshing,
} from './workspace-api';
import { Empty, QueryState } from './workspace-parts';

/** Spec 2: the pickers are 840 px wide; heights AddProject 542, SelectCust 520, CreateCustomer 602. */
const WIDTH = 840;
const HEIGHT = { project: 542, customer: 520, create: 602 } as const;
const MOVED = 'Moved to the project.';
const QUANTITIES = Array.from({ length: 20 }, (_, i) => String(i + 1));

type Step = keyof typeof HEIGHT;

/** What goes into the project: a product (with quantity and COM), or a cart line as it is. */
export interface ProjectItem {
  name: string;
  sku_number: string;
  /** Set for a cart line: moves it (the cart feature's call) instead of adding the product. */
  move?: (projectId: number) => Promise<unknown>;
}

/**
 * The AddProject picker (spec 4: Customer, Project, addProject). Communicate mode presets the
 * session's customer; otherwise SelectCust comes first (with CreateCustomer beside it).
 */
export function AddToProjectDialog({
  product,
  onClose,
}: {
  product: ProjectItem;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 40em)');
  const mode = useStoredValue('mode');
  const storedCustomer = useStoredValue('customer_id');
  const preset = mode === 'mibd_communicate' ? Number(storedCustomer ?? 0) || 0 : 0;
  const [customer, setCustomer] = useState<{ id: number; name: string } | null>(
    preset ? { id: preset, name: '' } : null,
  );
  const [step, setStep] = useState<Step>(preset ? 'project' : 'customer');
  const title = {
    project: product.move ? 'Move to project' : 'Add to project',
    customer: 'Select customer',
    create: 'Create customer',
  }[step];
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title={title}
      size={WIDTH}
      fullScreen={narrow ?? false}
      centered
      styles={{ body: { minHeight: narrow ? undefined : HEIGHT[step] - 60 } }}
    >
      {step === 'customer' && (
        <SelectCustomer
          onPick={(c) => {
            setCustomer(c);
            setStep('project');
          }}
          onCreate={() => setStep('create')}
        />
      )}
      {step === 'create' && (
        <CreateCustomer
          onCreated={(c) => {
            setCustomer(c);
            setStep('project');
          }}
          onCancel={() => setStep('customer')}
        />
      )}
      {step === 'project' && customer && (
        <PickProject
          product={product}
          customer={customer}
          onChangeCustomer={preset ? undefined : () => setStep('customer')}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function SelectCustomer(props: {
  onPick: (c: { id: number; name: string }) => void;
  onCreate: () => void;
}) {
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword.trim());
  const list = useQuery(customersQueryOptions(search, 1, 50));
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          type="search"
          label="Search customers"
          placeholder="Name, email or phone"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          data-autofocus
        />
        <Button variant="light" onClick={props.onCreate}>
          New customer
        </Button>
      </Group>
      <QueryState query={list} loading="Loading customers" />
      {list.data && list.data.list.length === 0 && <Empty>{W.noCustomers}</Empty>}
      {list.data && list.data.list.length > 0 && (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6} role="list" aria-label="Customers">
            {list.data.list.map((c) => (
              <Button
                key={c.id}
                role="listitem"
                variant="default"
                justify="space-between"
                fullWidth
                onClick={() => props.onPick({ id: c.id, name: c.name })}
                rightSection={<Text size="xs">{c.email}</Text>}
              >
                {c.name}
              </Button>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function CreateCustomer(props: {
  onCreated: (c: { id: number; name: string }) => void;
  onCancel: () => void;
}) {
  const add = useAddCustomer();
  return (
    <CustomerForm
      submitLabel="Create customer"
      pending={add.isPending}
      error={add.error}
      onCancel={props.onCancel}
      onSubmit={(values) =>
        add.mutate(values, {
          onSuccess: (val) =>
            props.onCreated({ id: val.id, name: `${values.first_name} ${values.last_name}` }),
        })
      }
    />
  );
}

function PickProject(props: {
  product: ProjectItem;
  customer: { id: number; name: string };
  onChangeCustomer: (() => void) | undefined;
  onDone: () => void;
}) {
  const projects = useQuery(customerProjectsQueryOptions(props.customer.id));
  const adding = useAddToProject();
  // The moved line leaves the cart, and this dialog with it (mutate's own callbacks would not
  // run after that): the notice is given by the move itself.
  const moving = useRefreshing(async (projectId: number) => {
    await props.product.move?.(projectId);
    notifications.show({ message: MOVED, color: 'teal' });
  });
  const add = props.product.move ? moving : adding;
  const [projectId, setProjectId] = useState<string>('');
  const [quantity, setQuantity] = useState('1');
  const [com, setCom] = useState(false);
  const [missing, setMissing] = useState(false);
  const customerName =
    props.customer.name || projects.data?.list[0]?.customer_name || 'your customer';

  const submit = () => {
    if (add.isPending) return;
    if (!projectId) return setMissing(true);
    if (props.product.move) {
      moving.mutate(Number(projectId), { onSuccess: props.onDone });
      return;
    }
    adding.mutate(
      {
        sku_number: props.product.sku_number,
        project_id: Number(projectId),
        buy_number: Number(quantity),
        // Spec 3: customizable_type is sent for COM only.
        ...(com ? { customizable_type: 4 } : {}),
      },
      { onSuccess: () => setTimeout(props.onDone, 1200) },
    );
  };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Text>
          <strong>{props.product.name}</strong> for <strong>{customerName}</strong>
        </Text>
        {props.onChangeCustomer && (
          <Button variant="subtle" size="xs" onClick={props.onChangeCustomer}>
            Change customer
          </Button>
        )}
      </Group>
      <QueryState query={projects} loading="Loading projects" />
      {projects.data && projects.data.list.length === 0 && <Empty>{W.noProjects}</Empty>}
      {projects.data && projects.data.list.length > 0 && (
        <Radio.Group
          label={W.chooseProject}
          value={projectId}
          onChange={(v) => {
            setProjectId(v);
            setMissing(false);
          }}
          error={missing ? W.chooseProject : undefined}
        >
          <ScrollArea.Autosize mah={220}>
            <Stack gap={6} mt="xs">
              {projects.data.list.map((p) => (
                <Radio key={p.ID} value={String(p.ID)} label={`${p.name} (${p.product_count})`} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      )}
      <NewProjectForm
        customerId={props.customer.id}
        onCreated={(p) => {
          setProjectId(String(p.ID));
          setMissing(false);
        }}
      />
      {!props.product.move && (
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label="Quantity"
            value={quantity}
            data={QUANTITIES}
            onChange={(e) => setQuantity(e.currentTarget.value)}
          />
          <Checkbox
            label="COM (customer's own material)"
            checked={com}
            onChange={(e) => setCom(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
      )}
      {add.isError && (
        <Alert color="red" variant="light" role="alert">
          {callError(add.error).message}
        </Alert>
      )}
      {add.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {W.addedToProject}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={add.isPending} disabled={add.isSuccess}>
          {props.product.move ? 'Move to project' : 'Add to project'}
        </Button>
      </Group>
    </Stack>
  );
}
