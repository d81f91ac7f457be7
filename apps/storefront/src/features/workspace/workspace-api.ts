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
import { type CallInput, type CallRef, type CallVal, call } from '../../lib/call';
import { quietQuery } from '../../lib/quiet-call';

/** The screens show errors themselves (beside a field or in the screen): calls are silent. */
const quiet = { silent: true } as const;

export type CustomerItem = CallVal<typeof customerSearch>['list'][number];
export type ProjectItem = CallVal<typeof customerProjectList>['list'][number];
export type ProjectView = CallVal<typeof projectDetail>;
export type CustomerInput = CallInput<typeof addCustomer>;

const ROOT = 'workspace';

/** A page of a searchable list; the page shown stays while the next one loads. */
const pageQuery =
  <C extends CallRef>(descriptor: C, list: string) =>
  (keyword: string, page = 1, limit = 20) => ({
    ...quietQuery(
      descriptor,
      [ROOT, list, keyword, page, limit] as const,
      {
        keyword,
        page,
        limit,
      } as CallInput<C>,
    ),
    placeholderData: keepPreviousData,
  });

/** One record by its id: not asked before there is one, not retried when it is gone. */
const recordQuery =
  <C extends CallRef>(descriptor: C, record: string, idField: string) =>
  (id: number) => ({
    ...quietQuery(descriptor, [ROOT, record, id] as const, { [idField]: id } as CallInput<C>),
    enabled: id > 0,
    retry: false,
  });

export const customersQueryOptions = pageQuery(customerSearch, 'customers');
export const customerQueryOptions = recordQuery(customerDetail, 'customer', 'customer_id');

/** One customer's projects; for a customer session, their own (customer_id left out). */
export const customerProjectsQueryOptions = (customerId: number | null) =>
  quietQuery(
    customerProjectList,
    [ROOT, 'customer-projects', customerId ?? 'own'] as const,
    customerId ? { customer_id: customerId } : {},
  );

export const projectsQueryOptions = pageQuery(projectList, 'projects');
export const projectQueryOptions = recordQuery(projectDetail, 'project', 'project_id');

export const designerQueryOptions = () => quietQuery(designerInfo, [ROOT, 'designer'] as const, {});

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
