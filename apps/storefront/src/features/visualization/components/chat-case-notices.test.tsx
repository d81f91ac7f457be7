import { aiCaseList, ErrorCode, inpaintingMessage } from '@portal/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/session';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { aCase } from '../../../test/visualization-fixtures';
import { ChatCaseNotices } from './chat-case-notices';

describe('notices of chat-started cases', () => {
  it('announces finished cases of sources 4 and 5 only, each once, and tells the server', async () => {
    setStored('token', 'tok');
    const cases = [
      aCase({ case_id: 1, source: 2, notified: false }),
      aCase({ case_id: 2, source: 3, notified: false }),
      aCase({ case_id: 3, source: 4, notified: false }),
      aCase({ case_id: 4, source: 5, status: -1, errmsg: 'x', notified: false }),
      aCase({ case_id: 5, source: 5, notified: true }),
      aCase({ case_id: 6, source: 4, status: 0, notified: false }),
    ];
    const calls = fakeApi((url, body) => {
      if (url.pathname === aiCaseList.path)
        return envelope(ErrorCode.OK, '', { case_list: cases, total: 6, is_complete: 0 });
      if (url.pathname === inpaintingMessage.path)
        return envelope(ErrorCode.OK, '', { ...(body as object), notified: true });
      return envelope(404, 'unexpected', null);
    });
    renderWithRouter(<ChatCaseNotices />);
    const marked = () =>
      calls
        .filter((c) => c.url.pathname === inpaintingMessage.path)
        .map((c) => (c.body as { case_id: number }).case_id);
    await waitFor(() => expect(marked()).toEqual([3, 4]));
  });
});
