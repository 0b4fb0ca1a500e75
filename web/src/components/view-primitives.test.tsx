// @vitest-environment jsdom
import type { InfiniteData } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { i18n } from '@web/lib/i18n';
import { session } from '@web/lib/session';
import { renderRoutes } from '@web/test/render';
import { DetailFrame, NotFound, useRouteId } from './detail-frame';
import { allOf, QueryState, type QueryLike } from './query-state';
import { RecordList, type PagedQuery } from './record-list';
import { Section } from './section';

const show = (element: React.ReactNode, path = '/') => renderRoutes([{ path: '/', element }], path);
const loaded = <T,>(data: T): QueryLike<T> => ({ data, isPending: false, error: null, refetch: vi.fn() });
const pending: QueryLike<never> = { data: undefined, isPending: true, error: null, refetch: vi.fn() };
const failed = (error: unknown): QueryLike<never> => ({ data: undefined, isPending: false, error, refetch: vi.fn() });

beforeAll(async () => {
  localStorage.clear();
  session.reload();
  session.setLang('en');
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('QueryState hands its children the data', () => {
  it('the data itself, typed, once loaded', () => {
    show(
      <QueryState query={loaded({ name: 'Ann' })} label="Loading">
        {(user) => <p>Hello {user.name}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Hello Ann')).toBeTruthy();
  });

  it('a skeleton named for screen readers while pending, and no children', () => {
    const children = vi.fn(() => <p>never</p>);
    show(
      <QueryState query={pending} label="Loading wallets">
        {children}
      </QueryState>,
    );
    expect(screen.getByLabelText('Loading wallets').getAttribute('aria-busy')).toBe('true');
    expect(children).not.toHaveBeenCalled();
  });

  it('the empty block for an empty list, the list otherwise', () => {
    show(
      <QueryState query={loaded<string[]>([])} label="Loading" empty={<p>Nothing yet</p>}>
        {(rows) => <p>{rows.length} rows</p>}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    cleanup();
    show(
      <QueryState query={loaded(['a', 'b'])} label="Loading" empty={<p>Nothing yet</p>}>
        {(rows) => <p>{rows.length} rows</p>}
      </QueryState>,
    );
    expect(screen.getByText('2 rows')).toBeTruthy();
  });

  it('isEmpty says when an object is empty', () => {
    show(
      <QueryState
        query={loaded({ list: [] as number[] })}
        label="Loading"
        empty={<p>No orders</p>}
        isEmpty={(page) => page.list.length === 0}
      >
        {() => <p>orders</p>}
      </QueryState>,
    );
    expect(screen.getByText('No orders')).toBeTruthy();
  });

  it("a failure with retry, in the place's look", () => {
    const query = failed(new ApiError('network', 'Failed to fetch'));
    show(
      <QueryState query={query} label="Loading" look={{ state: 'records-state' }} errorTitle="Bets could not be loaded">
        {() => <p>never</p>}
      </QueryState>,
    );
    expect(screen.getByText('Bets could not be loaded')).toBeTruthy();
    expect(document.querySelector('.records-state')).toBeTruthy();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('allOf: pending while one is, failed while one has, and retry asks again only for the failed one', () => {
    const a = loaded(1);
    const b = failed(new ApiError('server', 'HTTP 500'));
    expect(allOf(a, pending).isPending).toBe(true);
    expect(allOf(a, loaded('x')).data).toEqual([1, 'x']);
    const both = allOf(a, b);
    expect(both.data).toBeUndefined();
    void both.refetch();
    expect(b.refetch).toHaveBeenCalledOnce();
    expect(a.refetch).not.toHaveBeenCalled();
  });

  it('loading: a place that keeps its own shape shows its own placeholder, not the skeleton', () => {
    show(
      <QueryState query={pending} label="Loading the balance" loading={<span data-testid="figure-placeholder" />}>
        {() => <p>never</p>}
      </QueryState>,
    );
    expect(screen.getByTestId('figure-placeholder')).toBeTruthy();
    expect(screen.queryByLabelText('Loading the balance')).toBeNull();
  });

  it('failure: a place that shows less than the error block is handed the error and the retry', () => {
    const error = new ApiError('network', 'Failed to fetch');
    const query = failed(error);
    const failure = vi.fn((_error: unknown, retry: () => void) => (
      <button type="button" onClick={retry}>
        Balance unavailable, tap to retry
      </button>
    ));
    show(
      <QueryState query={query} label="Loading" failure={failure}>
        {() => <p>never</p>}
      </QueryState>,
    );
    expect(failure).toHaveBeenCalledWith(error, expect.any(Function));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    screen.getByRole('button', { name: 'Balance unavailable, tap to retry' }).click();
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('empty null: a strip with nothing to show renders nothing', () => {
    const { container } = show(
      <QueryState query={loaded<string[]>([])} label="Loading" empty={null}>
        {() => <p>banners</p>}
      </QueryState>,
    );
    expect(container.textContent).toBe('');
  });
});

describe('RecordList', () => {
  const paged = <T,>(pages: T[][], hasNextPage = false): PagedQuery<T> => ({
    data: { pages: pages.map((list) => ({ list })), pageParams: pages.map((_, i) => i + 1) } satisfies InfiniteData<{ list: T[] }>,
    isPending: false,
    error: null,
    hasNextPage,
    refetch: vi.fn(),
    fetchNextPage: vi.fn(async () => ({ isError: false })),
  });

  it('the rows of every page loaded so far, then the footer', () => {
    show(
      <RecordList query={paged([['a', 'b'], ['c']])} emptyText="No records">
        {(rows) => (
          <ul>
            {rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </RecordList>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
    expect(screen.getByText("That's all")).toBeTruthy();
  });

  it("the empty sentence in the place's class when the window holds nothing", () => {
    show(
      <RecordList query={paged<string>([[]])} emptyText="No bets in this window" look={{ state: 'lobby-state' }}>
        {() => <p>rows</p>}
      </RecordList>,
    );
    expect(screen.getByText('No bets in this window').closest('.lobby-state')).toBeTruthy();
  });
});

describe('DetailFrame', () => {
  function Detail({ query }: { query: QueryLike<{ title: string } | null> }) {
    const { named } = useRouteId();
    return (
      <DetailFrame
        query={query}
        named={named}
        label="Loading"
        notFound={(refusal) => <NotFound title="Not found" description={refusal ?? 'No such record'} className="x-state" />}
      >
        {(record) => <h2>{record.title}</h2>}
      </DetailFrame>
    );
  }

  it('a route without an id is not found, and asks nothing', () => {
    show(<Detail query={pending} />, '/');
    expect(screen.getByText('No such record')).toBeTruthy();
  });

  it("the server's refusal is an answer in its own words, not a failure to retry", () => {
    show(<Detail query={failed(new ApiError('business', 'This promotion does not exist'))} />, '/?id=7');
    expect(screen.getByText('This promotion does not exist')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a lookup that found nothing is not found; a found record is shown', () => {
    show(<Detail query={loaded(null)} />, '/?id=7');
    expect(screen.getByText('No such record')).toBeTruthy();
    cleanup();
    show(<Detail query={loaded({ title: 'Welcome bonus' })} />, '/?id=7');
    expect(screen.getByRole('heading', { name: 'Welcome bonus' })).toBeTruthy();
  });

  it('a failure of the connection offers a retry', () => {
    show(<Detail query={failed(new ApiError('network', 'Failed to fetch'))} />, '/?id=7');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('Section', () => {
  it('is named by its own heading, with an id of its own', () => {
    show(
      <>
        <Section title="Totals">x</Section>
        <Section title="Bets">y</Section>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Totals' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bets' })).toBeTruthy();
  });
});
