import { aiCaseList, type CaseSummary, ErrorCode } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { aCase } from '../../../test/visualization-fixtures';
import { CaseListPanel } from './case-list-panel';

const answer = (cases: CaseSummary[], total = cases.length) =>
  fakeApi((url) =>
    url.pathname === aiCaseList.path
      ? envelope(ErrorCode.OK, '', { case_list: cases, total, is_complete: 1 })
      : envelope(404, 'unexpected', null),
  );

describe('personalCenter visualizations tab', () => {
  it('shows a loader, then the cases, each linking to its scheme details', async () => {
    setStored('token', 'tok');
    answer([
      aCase({ case_id: 9, status: 0, type: 'bed_room', thumbnail: null }),
      aCase({ case_id: 7 }),
    ]);
    renderWithRouter(<CaseListPanel />);
    expect(screen.getByLabelText('Loading visualizations')).toBeTruthy();
    const rows = await screen.findAllByTestId('case-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['0', '1']);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Visualization #9' }).getAttribute('href')).toBe(
      '/AISchemeDetails?case_id=9',
    );
    expect(first.getByText('Generating')).toBeTruthy();
    expect(first.getByText(/BEDROOM/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'open My Visualizations' })).toBeTruthy();
  });

  it('says how many are shown when there are more than one page', async () => {
    setStored('token', 'tok');
    answer([aCase({ case_id: 3 })], 30);
    renderWithRouter(<CaseListPanel />);
    expect(await screen.findByText(/Showing the latest 1 of 30/)).toBeTruthy();
  });

  it('has an empty state that leads to My Visualizations', async () => {
    setStored('token', 'tok');
    answer([]);
    renderWithRouter(<CaseListPanel />);
    const empty = await screen.findByTestId('case-list-empty');
    expect(
      within(empty).getByRole('link', { name: 'open My Visualizations' }).getAttribute('href'),
    ).toBe('/visualizations');
  });
});
