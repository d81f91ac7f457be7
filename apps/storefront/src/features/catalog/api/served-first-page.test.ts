import { FIRST_PAGE_ELEMENT_ID } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { takeServedFirstPage } from './served-first-page';

const serve = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_PAGE_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
};
const key = JSON.stringify({ sort: 'relevance', current_page: 1 });

afterEach(() => document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove());

describe('the first page the server put into the page', () => {
  it('answers the search it was made for, once', () => {
    serve(JSON.stringify({ key, val: { total: 3 } }));
    expect(takeServedFirstPage(key)).toEqual({ total: 3 });
    expect(document.getElementById(FIRST_PAGE_ELEMENT_ID)).toBeNull();
    expect(takeServedFirstPage(key)).toBeUndefined();
  });

  it('answers nothing to another search, and is gone after the first look', () => {
    serve(JSON.stringify({ key, val: { total: 3 } }));
    expect(takeServedFirstPage(JSON.stringify({ keyWord: 'oak' }))).toBeUndefined();
    expect(takeServedFirstPage(key)).toBeUndefined();
  });

  it('answers nothing when the block is not JSON', () => {
    serve('{ not json');
    expect(takeServedFirstPage(key)).toBeUndefined();
  });
});
