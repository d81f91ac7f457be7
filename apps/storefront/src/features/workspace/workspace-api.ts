import {
  addCustomer,
  addToProject,
  createProject,
  customerDetail,
  customerProjectList,
  customerSearch,
  deleteProject,
  designerInfo,
  editCustomer,
  inviteCustomer,
  projectDetail,
  projectList,
  renameProject,
  updateProjectLine,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type CallVal, call } from '../../lib/call';

/** The screens show errors themselves (beside a field or in the screen): calls are silent. */
const quiet = { silent: true } as const;
type Signal = { signal: AbortSignal };

export type CustomerItem = CallVal<typeof customerSearch>['list'][number];
export type ProjectItem = CallVal<typeof customerProjectList>['list'][number];
export type ProjectView = CallVal<typeof projectDetail>;
export type CustomerInput = CallInput<typeof addCustomer>;

const ROOT = 'workspace';

export const customersQueryOptions = (keyword: string, page = 1, limit = 20) => ({
  queryKey: [ROOT, 'customers', keyword, page, limit] as const,
  queryFn: ({ signal }: Signal) =>
    call(customerSearch, { keyword, page, limit }, { signal, ...quiet }),
  placeholderData: keepPreviousData,
});

export const customerQueryOptions = (id: number) => ({
  queryKey: [ROOT, 'customer', id] as const,
  queryFn: ({ signal }: Signal) => call(customerDetail, { customer_id: id }, { signal, ...quiet }),
  enabled: id > 0,
  retry: false,
});

/** One customer's projects; for a customer session, their own (customer_id left out). */
export const customerProjectsQueryOptions = (customerId: number | null) => ({
  queryKey: [ROOT, 'customer-projects', customerId ?? 'own'] as const,
  queryFn: ({ signal }: Signal) =>
    call(customerProjectList, customerId ? { customer_id: customerId } : {}, {
      signal,
      ...quiet,
    }),
});

export const projectsQueryOptions = (keyword: string, page = 1, limit = 20) => ({
  queryKey: [ROOT, 'projects', keyword, page, limit] as const,
  queryFn: ({ signal }: Signal) =>
    call(projectList, { keyword, page, limit }, { signal, ...quiet }),
  placeholderData: keepPreviousData,
});

export const projectQueryOptions = (id: number) => ({
  queryKey: [ROOT, 'project', id] as const,
  queryFn: ({ signal }: Signal) => call(projectDetail, { project_id: id }, { signal, ...quiet }),
  enabled: id > 0,
  retry: false,
});

export const designerQueryOptions = () => ({
  queryKey: [ROOT, 'designer'] as const,
  queryFn: ({ signal }: Signal) => call(designerInfo, {}, { signal, ...quiet }),
});

/** Every write refreshes what the workspace shows. */
export const useRefreshing = <I, O>(fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: [ROOT] }),
  });
};

export const useAddCustomer = () =>
  useRefreshing((body: CustomerInput) => call(addCustomer, body, quiet));
export const useEditCustomer = () =>
  useRefreshing((body: CallInput<typeof editCustomer>) => call(editCustomer, body, quiet));
export const useInviteCustomer = () =>
  useRefreshing((customer_id: number) => call(inviteCustomer, { customer_id }, quiet));
export const useCreateProject = () =>
  useRefreshing((body: { name: string; customer_id: number }) => call(createProject, body, quiet));
export const useRenameProject = () =>
  useRefreshing((body: { project_id: number; name: string }) => call(renameProject, body, quiet));
export const useDeleteProject = () =>
  useRefreshing((project_id: number) => call(deleteProject, { project_id }, quiet));
export const useAddToProject = () =>
  useRefreshing((body: CallInput<typeof addToProject>) => call(addToProject, body, quiet));
export const useUpdateLine = () =>
  useRefreshing((body: CallInput<typeof updateProjectLine>) =>
    call(updateProjectLine, body, quiet),
  );
