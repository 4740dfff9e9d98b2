// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rutFromBody } from '@domain/rut';
import { ToastProvider } from '@web/components/ui/toasts';
import { DeudorEmailsPage } from '@web/features/notificaciones/components/deudor-emails-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FACTORING = '76389992-6';
const DEUDOR = rutFromBody(77123456);
const KEPT = ['pagos@deudor.cl'];

const runGraphql = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/graphql', () => ({ runGraphql }));

/** Types `value` into a React-controlled input. */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The debtor e-mails screen (core-platform §2 Notificaciones, §5, §7 deudor and updateDeudor). */
describe('DeudorEmailsPage', () => {
  let container: HTMLDivElement;
  let root: Root;
  const button = (text: string) =>
    [...container.querySelectorAll('button')].find((candidate) => candidate.textContent === text)!;
  const text = () => container.textContent ?? '';

  beforeEach(async () => {
    runGraphql.mockReset();
    runGraphql.mockImplementation(async (query: string, variables: Record<string, unknown>) =>
      query.includes('updateDeudor')
        ? { updateDeudor: { success: true, body: 'ok' } }
        : { deudor: { rut: variables.rutDeudor, email: KEPT.join(', '), emails: KEPT } },
    );
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>
            <DeudorEmailsPage rutFactoring={FACTORING} allowed />
          </ToastProvider>
        </QueryClientProvider>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const lookUp = async (rut: string) => {
    await act(async () => type(container.querySelector<HTMLInputElement>('input[placeholder="12.345.678-9"]')!, rut));
    await act(async () => button('Buscar').click());
  };

  it("refuses a RUT whose check digit does not match with 'Rut ingresado inválido'", async () => {
    const wrong = `${DEUDOR.slice(0, -1)}${DEUDOR.endsWith('1') ? '2' : '1'}`;
    await lookUp(wrong);
    expect(text()).toContain('Rut ingresado inválido');
    expect(runGraphql).not.toHaveBeenCalled();
  });

  it('shows the kept addresses, refuses an invalid one and stores the edited list', async () => {
    await lookUp(DEUDOR.replace('-', ''));
    await vi.waitFor(() => expect(container.querySelectorAll('[data-testid="email-chip"]')).toHaveLength(1));
    expect(runGraphql.mock.calls[0]![1]).toEqual({ rutDeudor: DEUDOR, rutFactoring: FACTORING });
    expect(text()).toContain(KEPT[0]);

    const field = container.querySelector<HTMLInputElement>('[data-testid="deudor-emails"] input')!;
    await act(async () => type(field, 'sin-arroba'));
    await act(async () => button('Guardar').click());
    expect(text()).toContain('Emails inválidos: sin-arroba');
    expect(runGraphql.mock.calls.some(([query]) => String(query).includes('updateDeudor'))).toBe(false);

    await act(async () => type(field, 'Nuevo@Deudor.cl'));
    await act(async () => button('Guardar').click());
    await vi.waitFor(() => expect(text()).toContain('Emails del deudor actualizados'));
    const update = runGraphql.mock.calls.find(([query]) => String(query).includes('updateDeudor'))!;
    expect(update[1]).toEqual({ rut: DEUDOR, email: 'pagos@deudor.cl, nuevo@deudor.cl', rutFactoring: FACTORING });
  });
});
