import type { CustomerValues } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CustomerForm } from './customer-form';
import { customerQueryOptions, useAddCustomer, useEditCustomer } from './workspace-api';
import { QueryState, WorkspacePage } from './workspace-parts';

/** /createCustomer (and ?id= to edit): the CreateCustomer form as a screen. */
export function CreateCustomerScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0) || 0;
  return id ? <EditCustomer id={id} /> : <NewCustomer />;
}

function NewCustomer() {
  const navigate = useNavigate();
  const add = useAddCustomer();
  const submit = (values: CustomerValues) =>
    add.mutate(values, {
      onSuccess: (val) => navigate(`/personalProject?customer_id=${val.id}`),
    });
  return (
    <WorkspacePage size="md" title="Create Customer">
      <CustomerForm
        submitLabel="Create customer"
        pending={add.isPending}
        error={add.error}
        onSubmit={submit}
        onCancel={() => navigate('/selectCustomer')}
      />
    </WorkspacePage>
  );
}

function EditCustomer({ id }: { id: number }) {
  const navigate = useNavigate();
  const customer = useQuery(customerQueryOptions(id));
  const edit = useEditCustomer();
  const submit = (values: CustomerValues) =>
    edit.mutate({ customer_id: id, ...values }, { onSuccess: () => navigate('/selectCustomer') });
  return (
    <WorkspacePage size="md" title="Edit Customer">
      <QueryState query={customer} loading="Loading the customer" />
      {customer.data && (
        <CustomerForm
          initial={customer.data}
          emailLocked={customer.data.invite_status !== 'not_invited'}
          submitLabel="Save"
          pending={edit.isPending}
          error={edit.error}
          onSubmit={submit}
          onCancel={() => navigate('/selectCustomer')}
        />
      )}
    </WorkspacePage>
  );
}
