import {
  addCustomer,
  addToProject,
  createProject,
  customerDetail,
  customerProjectList,
  customerSearch,
  deleteProject,
  editCustomer,
  inviteCustomer,
  projectDetail,
  projectList,
  renameProject,
  updateProjectLine,
} from '@portal/contract';
import type { CustomersService } from '../../modules/workspace/customers.service';
import type { ProjectsService } from '../../modules/workspace/projects.service';
import { type RouteApp, route } from '../define-route';

/** The designer's workspace: customers and projects (tearsheets). */
export const workspaceRoutes = (
  app: RouteApp,
  customers: CustomersService,
  projects: ProjectsService,
): void => {
  route(app, addCustomer, ({ caller, body }) => customers.create(caller, body));
  route(app, customerSearch, ({ caller, body }) => customers.search(caller, body));
  route(app, customerDetail, ({ caller, body }) => customers.detail(caller, body.customer_id));
  route(app, editCustomer, ({ caller, body }) => {
    const { customer_id, ...fields } = body;
    return customers.edit(caller, customer_id, fields);
  });
  route(app, inviteCustomer, ({ caller, body, brandOrigin }) =>
    customers.invite(caller, body.customer_id, brandOrigin),
  );
  route(app, customerProjectList, ({ caller, body }) =>
    projects.customerProjects(caller, body.customer_id),
  );
  route(app, projectList, ({ caller, body }) => projects.list(caller, body));
  route(app, createProject, ({ caller, body }) =>
    projects.create(caller, body.name, body.customer_id),
  );
  route(app, renameProject, ({ caller, body }) =>
    projects.rename(caller, body.project_id, body.name),
  );
  route(app, deleteProject, ({ caller, body }) => projects.delete(caller, body.project_id));
  route(app, projectDetail, ({ caller, brand, body }) =>
    projects.detail(caller, brand, body.project_id),
  );
  route(app, addToProject, ({ caller, brand, body }) => projects.addProduct(caller, brand, body));
  route(app, updateProjectLine, ({ caller, body }) =>
    projects.updateLine(caller, body.project_id, body.line_id, body.buy_number),
  );
};
