import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, type Calls, customer, renderForm } from '@/lib/forms/__tests__/form-harness';
import { ClaimFormPage } from '../components/claim-form-page';

// On a page at /en/claim-form; the router's links only need to be links here.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useRouterState: ({ select }: { select: (state: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/en/claim-form' } }),
  Link: ({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) => (
    <a href="#order" data-testid={testId}>
      {children}
    </a>
  ),
}));

const summary = (id: number, status: string) => ({
  id,
  slug: `OR${id}`,
  number: `OR${id}`,
  created_at: '2026-01-15T12:05:00Z',
  status,
  total: 20,
  currency: 'EUR',
  is_paid: true,
  can_pay: false,
});
const calls: Calls = vi.fn(async (name: string, input: { body?: unknown }) => {
  if (name === 'myOrders') {
    const filter = (input.body as { type_for_filter: string }).type_for_filter;
    return {
      items:
        filter === 'delivered'
          ? [summary(4, 'delivered')]
          : filter === 'shipped'
            ? [summary(9, 'shipped')]
            : [],
      total: 1,
    };
  }
  if (name === 'claimOrder') return { number: 'OR9', lines: [{ id: 31, name: 'Kettle', quantity: 1 }] };
  throw new Error(`unexpected ${name}`);
});

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));

/** The bff's answer when it refuses the first file by its content (415 naming files.0). */
const firstFileRefused = () =>
  answer(415, {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'claims.errors.file_type',
    retryable: false,
    fields: { 'files.0': 'claims.errors.file_type' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('claim form', () => {
  it('lists the paid orders newest first; the only item of the chosen order is chosen; a claim is filed as multipart', async () => {
    renderForm(<ClaimFormPage pro={false} />, calls, customer);
    const select = (await screen.findByTestId('claim-order-select')) as HTMLSelectElement;
    await waitFor(() => expect(Array.from(select.options).map((o) => o.value)).toEqual(['', 'OR9', 'OR4']));
    fireEvent.change(select, { target: { value: 'OR9' } });
    await screen.findByTestId('claim-items');
    expect(bodyOf(calls, 'claimOrder')).toEqual({ number: 'OR9' });

    // Nothing described yet: refused in the form, nothing sent.
    const fetchMock = answer(200, {
      claim: { id: 5, number: 'CL5', order_number: 'OR9', status: 'received' },
      token: null,
    });
    vi.stubGlobal('fetch', fetchMock);
    fireEvent.click(screen.getByTestId('claim-submit'));
    expect(await screen.findAllByText('claims.form.describe')).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('claim-description'), { target: { value: 'It stopped heating.' } });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kettle.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('claim-files'), { target: { files: [photo] } });
    fireEvent.click(screen.getByTestId('claim-submit'));
    await screen.findByTestId('claim-done');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/claims/create');
    const form = init?.body as FormData;
    expect(JSON.parse(String(form.get('fields')))).toMatchObject({
      order_number: 'OR9',
      items: [{ line_id: 31, quantity: 1 }],
      description: 'It stopped heating.',
      resolution: 'repair',
    });
    expect((form.getAll('files')[0] as File).name).toBe('kettle.jpg');
    expect(screen.getByTestId('claim-done-status').textContent).toBe('claims.status.received');
  });

  it('shows the shop’s refusal of a file by its field', async () => {
    renderForm(<ClaimFormPage pro={false} initialOrder="OR9" />, calls, customer);
    await screen.findByTestId('claim-items');
    vi.stubGlobal('fetch', firstFileRefused());
    fireEvent.change(screen.getByTestId('claim-description'), { target: { value: 'It stopped heating.' } });
    fireEvent.click(screen.getByTestId('claim-submit'));
    await waitFor(() => expect(screen.getAllByText('claims.errors.file_type').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('claim-done')).toBeNull();
  });

  it('a new choice of files clears the refusal of the old ones, by the field and above the button', async () => {
    renderForm(<ClaimFormPage pro={false} initialOrder="OR9" />, calls, customer);
    await screen.findByTestId('claim-items');
    vi.stubGlobal('fetch', firstFileRefused());
    fireEvent.change(screen.getByTestId('claim-description'), { target: { value: 'It stopped heating.' } });
    fireEvent.change(screen.getByTestId('claim-files'), { target: { files: [jpeg('fake.png')] } });
    fireEvent.click(screen.getByTestId('claim-submit'));
    await waitFor(() => expect(screen.getAllByText('claims.errors.file_type')).toHaveLength(2));

    fireEvent.change(screen.getByTestId('claim-files'), { target: { files: [jpeg('kettle.jpg')] } });
    expect(screen.queryByText('claims.errors.file_type')).toBeNull();
    // What else was refused stays: only the files' refusal is answered by new files.
    fireEvent.change(screen.getByTestId('claim-description'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('claim-submit'));
    expect(await screen.findAllByText('claims.form.describe')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('claim-files'), { target: { files: [jpeg('other.jpg')] } });
    expect(screen.getAllByText('claims.form.describe')).toHaveLength(2);
  });

  it('too many files: choosing fewer clears the refusal', async () => {
    renderForm(<ClaimFormPage pro={false} initialOrder="OR9" />, calls, customer);
    await screen.findByTestId('claim-items');
    const fetchMock = answer(500, {});
    vi.stubGlobal('fetch', fetchMock);
    fireEvent.change(screen.getByTestId('claim-description'), { target: { value: 'It stopped heating.' } });
    const six = Array.from({ length: 6 }, (_, i) => jpeg(`photo-${i}.jpg`));
    fireEvent.change(screen.getByTestId('claim-files'), { target: { files: six } });
    fireEvent.click(screen.getByTestId('claim-submit'));
    expect(await screen.findAllByText('claims.errors.too_many_files')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('claim-files'), { target: { files: six.slice(0, 2) } });
    expect(screen.queryByText('claims.errors.too_many_files')).toBeNull();
  });

  it('the list shows exactly the chosen files, also after choosing twice files of one name, size and date', async () => {
    renderForm(<ClaimFormPage pro={false} initialOrder="OR9" />, calls, customer);
    await screen.findByTestId('claim-items');
    const input = screen.getByTestId('claim-files');
    const shown = () =>
      Array.from(screen.getByTestId('claim-file-list').children).map((li) => li.textContent);
    // Two copies of one photo (from two folders): same name, size and date.
    fireEvent.change(input, { target: { files: [jpeg('IMG_1.jpg'), jpeg('IMG_1.jpg'), jpeg('IMG_2.jpg')] } });
    expect(shown()).toEqual(['IMG_1.jpg · 1 KB', 'IMG_1.jpg · 1 KB', 'IMG_2.jpg · 1 KB']);
    fireEvent.change(input, { target: { files: [jpeg('IMG_3.jpg')] } });
    expect(shown()).toEqual(['IMG_3.jpg · 1 KB']);
    fireEvent.change(input, { target: { files: [jpeg('IMG_1.jpg'), jpeg('IMG_1.jpg')] } });
    expect(shown()).toEqual(['IMG_1.jpg · 1 KB', 'IMG_1.jpg · 1 KB']);
    fireEvent.change(input, { target: { files: [jpeg('IMG_2.jpg')] } });
    expect(shown()).toEqual(['IMG_2.jpg · 1 KB']);
  });
});

/** A small JPEG of a fixed date, so two of one name are alike in name, size and date. */
function jpeg(name: string) {
  return new File([new Uint8Array([0xff, 0xd8, 0xff])], name, {
    type: 'image/jpeg',
    lastModified: 1_700_000_000_000,
  });
}
