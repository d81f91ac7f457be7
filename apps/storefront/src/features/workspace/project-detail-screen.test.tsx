import { ErrorCode, projectDetail, RoleMatrix, WorkspaceMessages as W } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setStored } from '../../lib/session';
import { envelope, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { PersonalCenterScreen } from './personal-center-screen';
import { ProjectDetailScreen } from './project-detail-screen';

const renderAt = (path: string, answer = () => envelope(200, '', {})) => {
  setStored('token', 'tok');
  setStored('mode', 'mibd_designer');
  setStored('role', [...RoleMatrix.mibd_designer]);
  const calls = fakeApi(answer, 'http://ca.localhost');
  const { router } = renderRoutes(
    [
      { path: '/projectDetail', element: <ProjectDetailScreen /> },
      {
        path: '/personalCenter',
        element: (
          <PersonalCenterScreen
            customer={false}
            ordersPanel={<p>the orders panel</p>}
            profilePanel={<p>the profile panel</p>}
          />
        ),
      },
    ],
    path,
  );
  return { router, calls };
};

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('/projectDetail with no project to show', () => {
  it('without an id: "No project chosen" and the way to the projects list, no call', async () => {
    const { router, calls } = renderAt('/projectDetail');
    expect((await screen.findByTestId('page-title')).textContent).toBe('No project chosen');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(calls.some((c) => c.url.pathname === projectDetail.path)).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Go to My Projects' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter'));
    expect(router.state.location.search).toBe('?type=projects');
  });

  it("with another account's id (the server's not found): the same empty state, with its reason", async () => {
    renderAt('/projectDetail?id=987', () => envelope(ErrorCode.NOT_FOUND, W.projectNotFound, null));
    expect((await screen.findByTestId('page-title')).textContent).toBe('No project chosen');
    expect(screen.getByTestId('no-project').textContent).toContain(W.projectNotFound);
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});

describe("Personal Center's tabs", () => {
  it('show the panels the app gives for Orders and Profile, not a link', async () => {
    renderAt('/personalCenter?type=orders');
    expect(await screen.findByText('the orders panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByText('the profile panel')).toBeTruthy();
  });
});
